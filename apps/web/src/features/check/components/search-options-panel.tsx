import { Accordion, Box, Checkbox, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { Dispatch } from 'react';

import {
  SOCIAL_NETWORKS,
  TRADEMARK_OFFICE_LABELS,
  TRADEMARK_OFFICES,
  type SearchOptions,
  type SearchOptionsAction,
} from '../search-options.ts';

const networkLabels = { facebook: 'FACEBOOK', instagram: 'INSTAGRAM' } as const;

function summary(parts: string[]): string {
  return parts.length === 0 ? 'Off' : parts.join(', ');
}

/**
 * The search options in accordions (spec 002 section 2); every toggle goes through the reducer of
 * search-options.ts, which holds the rules of section 4.
 */
export function SearchOptionsPanel({
  options,
  dispatch,
  error,
  disabled,
}: {
  options: SearchOptions;
  dispatch: Dispatch<SearchOptionsAction>;
  error: string | null;
  disabled: boolean;
}) {
  const offices = TRADEMARK_OFFICES.filter((office) => options.offices[office]).map(
    (office) => TRADEMARK_OFFICE_LABELS[office],
  );
  const networks = SOCIAL_NETWORKS.filter((network) => options.networks[network]).map(
    (network) => networkLabels[network],
  );
  const domainParts = options.domain
    ? [
        'On',
        ...(options.hyphenate ? ['hyphenated'] : []),
        ...(options.industry.trim() ? [options.industry.trim()] : []),
      ]
    : [];

  return (
    <Stack gap={6}>
      <Text fw={600} c="ink.9" id="check-search-options-title">
        Search options
      </Text>
      <Accordion
        multiple
        defaultValue={['trademark', 'social', 'domain', 'web']}
        variant="separated"
        chevronPosition="right"
        aria-labelledby="check-search-options-title"
      >
        <Accordion.Item value="trademark">
          <Accordion.Control>
            Trademark Search{' '}
            <Text span size="sm" c="dimmed">
              ({summary(offices)})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Checkbox
                label="Trademark Search"
                checked={options.trademark}
                disabled={disabled}
                onChange={(event) => dispatch({ type: 'trademark', on: event.currentTarget.checked })}
              />
              {TRADEMARK_OFFICES.map((office) => (
                <Checkbox
                  key={office}
                  ml="lg"
                  label={TRADEMARK_OFFICE_LABELS[office]}
                  checked={options.offices[office]}
                  disabled={disabled}
                  onChange={(event) => dispatch({ type: 'office', office, on: event.currentTarget.checked })}
                />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="social">
          <Accordion.Control>
            Social Media Search{' '}
            <Text span size="sm" c="dimmed">
              ({options.social ? summary(['On', ...networks]) : 'Off'})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Checkbox
                label="Social Media Search"
                checked={options.social}
                disabled={disabled}
                onChange={(event) => dispatch({ type: 'social', on: event.currentTarget.checked })}
              />
              <Checkbox
                ml="lg"
                label="TWITTER"
                description="Not a choice here: X is checked with the other networks where this service has an X API token, and shown as not checked otherwise."
                checked={false}
                disabled
                onChange={() => undefined}
              />
              {SOCIAL_NETWORKS.map((network) => (
                <Checkbox
                  key={network}
                  ml="lg"
                  label={networkLabels[network]}
                  checked={options.networks[network]}
                  disabled={disabled}
                  onChange={(event) =>
                    dispatch({ type: 'network', network, on: event.currentTarget.checked })
                  }
                />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="domain">
          <Accordion.Control>
            Domain Search{' '}
            <Text span size="sm" c="dimmed">
              ({summary(domainParts)})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Checkbox
                label="Domain Search"
                checked={options.domain}
                disabled={disabled}
                onChange={(event) => dispatch({ type: 'domain', on: event.currentTarget.checked })}
              />
              <Tooltip
                label="Hyphenate your results"
                withArrow
                position="top-start"
                events={{ hover: true, focus: true, touch: true }}
              >
                <Box ml="lg" w="fit-content">
                  <Checkbox
                    label="HYPHENATE"
                    checked={options.hyphenate}
                    disabled={disabled}
                    onChange={(event) => dispatch({ type: 'hyphenate', on: event.currentTarget.checked })}
                  />
                </Box>
              </Tooltip>
              <TextInput
                ml="lg"
                label="Industry"
                description="Adds domain endings suited to it, e.g. fashion, tech, food."
                value={options.industry}
                maxLength={60}
                disabled={disabled}
                onChange={(event) => dispatch({ type: 'industry', value: event.currentTarget.value })}
                maw={320}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="web">
          <Accordion.Control>
            Web Search{' '}
            <Text span size="sm" c="dimmed">
              ({options.web ? 'On' : 'Off'})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Checkbox
              label="Web Search"
              checked={options.web}
              disabled={disabled}
              onChange={(event) => dispatch({ type: 'web', on: event.currentTarget.checked })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
