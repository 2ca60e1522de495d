import { List, Text } from '@mantine/core';

import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { ToolTabs } from '../../../components/ui/tool-tabs.tsx';

export function BrandTesterPage() {
  return (
    <>
      <ToolTabs />
      <ComingSoon
        tool="Brand Tester"
        description="Find out how your name lands with the people you want to reach."
      >
        <Text ta="left">
          A name can look perfect on paper and still fall flat with the people it is meant for. The Test tool
          will put your shortlist in front of a consumer panel so you can see which name resonates before you
          spend money on it.
        </Text>
        <List ta="left" spacing="xs">
          <List.Item>Our consumer-research partner picks up your details from your account.</List.Item>
          <List.Item>
            You tell them your budget, how many respondents you want and which demographics matter.
          </List.Item>
          <List.Item>They come back with a proposal for a study built around your names.</List.Item>
        </List>
      </ComingSoon>
    </>
  );
}
