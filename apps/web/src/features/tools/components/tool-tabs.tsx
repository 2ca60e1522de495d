import { Container, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';

import { paths } from '../../../config/paths.ts';

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
              style={({ isActive }: { isActive: boolean }) => ({
                color: isActive ? '#312e81' : '#6b6b80',
                borderBottom: isActive ? '3px solid #ffab09' : '3px solid transparent',
                marginBottom: -2,
                letterSpacing: '0.06em',
              })}
            >
              {tab.label}
            </UnstyledButton>
          </Tooltip>
        ))}
      </Group>
    </Container>
  );
}
