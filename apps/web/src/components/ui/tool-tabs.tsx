import { Container, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';

import { paths } from '../../config/paths.ts';

const tabs = [
  { label: 'CREATE', to: paths.brandCreator.getHref(), tip: 'Generate brand-name ideas from a word' },
  { label: 'CHECK', to: paths.brandChecker.getHref(), tip: 'Check trademarks, domains and social handles' },
  {
    label: 'TEST',
    to: paths.brandTester.getHref(),
    tip: 'See how a name resonates with consumers (coming soon)',
  },
];

/** The CREATE / CHECK / TEST tab bar shared by the three tool routes, each tab with a tooltip. */
export function ToolTabs() {
  return (
    <Container size="lg" pt="lg">
      <Group component="nav" aria-label="Brand tools" gap={0} style={{ borderBottom: '2px solid #dadcf7' }}>
        {tabs.map((tab) => (
          <Tooltip key={tab.to} label={tab.tip} withArrow openDelay={200}>
            <UnstyledButton
              component={NavLink}
              to={tab.to}
              px={{ base: 'md', sm: 'xl' }}
              py="sm"
              fw={800}
              className="bw-tool-tab"
            >
              {tab.label}
            </UnstyledButton>
          </Tooltip>
        ))}
      </Group>
    </Container>
  );
}
