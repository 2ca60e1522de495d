import {
  socialHandleOf,
  socialRecordSchema,
  socialUserRecordSchema,
  webRecordSchema,
  type CheckDomainRecord,
  type EuTrademarkRecord,
  type UkTrademarkRecord,
  type UsTrademarkRecord,
} from '@brandwright/contracts';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { z } from 'zod';

import { domainStatusWords, type DomainStatusWords, type DomainTone } from '../domain-status.ts';
import { handleStatusWords } from '../handle-status.ts';
import type { ResultColumn } from './paged-section.tsx';
import { WRAPPING_LABEL } from './badge-styles.ts';
import { RiskBadge } from './risk-badge.tsx';

export type SocialRecord = z.infer<typeof socialRecordSchema>;
export type SocialUserRecord = z.infer<typeof socialUserRecordSchema>;
export type WebRecord = z.infer<typeof webRecordSchema>;

function formatDay(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function classes(values: readonly number[]): string {
  return values.length === 0 ? '—' : values.join(', ');
}

function OfficeLink({ url, number, office }: { url: string | null; number: string; office: string }) {
  if (!url) return <Text size="sm">—</Text>;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      underline="always"
      aria-label={`Click here for ${number} at the ${office}`}
    >
      Click here
    </Anchor>
  );
}

interface ConflictFields {
  risk: 'high' | 'medium' | 'low';
  reasons: string[];
  query: string;
}

function riskColumn<T extends ConflictFields>(showQuery: boolean): ResultColumn<T> {
  return {
    header: 'Risk',
    cell: (row) => (
      <RiskBadge risk={row.risk} reasons={row.reasons} query={row.query} showQuery={showQuery} />
    ),
  };
}

/**
 * Spec 2's UK columns, with the mark itself under Name and its representatives in their own column
 * (the spec's table put the representatives under Name), plus ours: risk and the office link.
 */
export function ukColumns(showQuery: boolean): ResultColumn<UkTrademarkRecord>[] {
  return [
    { header: 'Trademark No.', cell: (row) => row.application_number },
    {
      header: 'Name',
      cell: (row) => (
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      ),
    },
    { header: 'Representatives', cell: (row) => row.representatives || '—' },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Classes', cell: (row) => classes(row.nice_classes) },
    { header: 'Registration Date', cell: (row) => formatDay(row.registration_date) },
    riskColumn(showQuery),
    {
      header: 'URL',
      cell: (row) => <OfficeLink url={row.office_url} number={row.application_number} office="UK IPO" />,
    },
  ];
}

export function euColumns(showQuery: boolean): ResultColumn<EuTrademarkRecord>[] {
  return [
    { header: 'Trademark No.', cell: (row) => row.application_number },
    {
      header: 'Name',
      cell: (row) => (
        <Text fw={600} size="sm">
          {row.word_mark_specification.verbalElement}
        </Text>
      ),
    },
    {
      header: 'Representatives',
      cell: (row) => row.representatives.map((item) => item.name).join(', ') || '—',
    },
    { header: 'Applicants', cell: (row) => row.applicants.map((item) => item.name).join(', ') || '—' },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Classes', cell: (row) => classes(row.nice_classes) },
    riskColumn(showQuery),
    {
      header: 'URL',
      cell: (row) => <OfficeLink url={row.office_url} number={row.application_number} office="EUIPO" />,
    },
  ];
}

export function usColumns(showQuery: boolean): ResultColumn<UsTrademarkRecord>[] {
  return [
    { header: 'Trademark No.', cell: (row) => row.trademark_id },
    {
      header: 'Name',
      cell: (row) => (
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      ),
    },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Classes', cell: (row) => classes(row.classes) },
    riskColumn(showQuery),
    {
      header: 'URL',
      cell: (row) => <OfficeLink url={row.office_url} number={row.trademark_id} office="USPTO" />,
    },
  ];
}

const toneColours: Record<DomainTone, string> = { available: 'teal.9', taken: 'red.9', unknown: 'gray.7' };

export function DomainStatus({ record }: { record: CheckDomainRecord }) {
  return <AvailabilityBadge words={domainStatusWords(record)} availability={record.availability} />;
}

function AvailabilityBadge({ words, availability }: { words: DomainStatusWords; availability: string }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={toneColours[words.tone]}
        tt="none"
        data-availability={availability}
        style={{ height: 'auto' }}
        // Mantine cuts a badge's label to one line with an ellipsis; a reason must be read whole.
        styles={WRAPPING_LABEL}
      >
        {words.label}
      </Badge>
      {words.detail ? (
        <Text size="xs" c="dimmed">
          {words.detail}
        </Text>
      ) : null}
    </Stack>
  );
}

export const domainColumns: ResultColumn<CheckDomainRecord>[] = [
  {
    header: 'Domain Name',
    cell: (row) => (
      <Anchor
        href={`https://${row.name}`}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        size="sm"
      >
        {row.name}
      </Anchor>
    ),
  },
  { header: 'Status', cell: (row) => <DomainStatus record={row} /> },
];

/** How each network spells its own name; others get a capital first letter. */
const NETWORK_LABELS: Record<string, string> = {
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  hackernews: 'Hacker News',
};

export function networkName(network: string): string {
  const known = NETWORK_LABELS[network.toLowerCase()];
  if (known) return known;
  return network.length === 0 ? 'Network' : network[0]?.toUpperCase() + network.slice(1).toLowerCase();
}

/** Spec 2's Social Media Handle cell (the rule lives in the contracts, shared with the export). */
export function socialHandle(row: SocialRecord): string {
  return socialHandleOf(row) ?? '—';
}

export const socialColumns: ResultColumn<SocialRecord>[] = [
  { header: 'Network', cell: (row) => networkName(row.network) },
  { header: 'Sentiment', cell: (row) => (row.sentiment === null ? '—' : row.sentiment.toFixed(2)) },
  { header: 'Text', cell: (row) => row.text },
  {
    header: 'URL',
    cell: (row) => (
      <Anchor href={row.url} target="_blank" rel="noopener noreferrer" underline="always" size="sm">
        {networkName(row.network)} Link
      </Anchor>
    ),
  },
  { header: 'Social Media Handle', cell: socialHandle },
];

export const socialUserColumns: ResultColumn<SocialUserRecord>[] = [
  { header: 'Network', cell: (row) => networkName(row.network) },
  { header: 'Handle', cell: (row) => row.handle },
  {
    header: 'Status',
    cell: (row) => <AvailabilityBadge words={handleStatusWords(row)} availability={row.availability} />,
  },
  {
    header: 'Profile',
    // A free handle has no profile to open; a taken one links to the account that holds it.
    cell: (row) =>
      row.url && row.availability === 'taken' ? (
        <Anchor href={row.url} target="_blank" rel="noopener noreferrer" underline="always" size="sm">
          {`${networkName(row.network)} profile`}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

export const webColumns: ResultColumn<WebRecord>[] = [
  { header: 'Title', cell: (row) => row.title },
  { header: 'Domain', cell: (row) => row.domain },
  { header: 'Rank Absolute', cell: (row) => row.rank_absolute },
  {
    header: 'URL',
    cell: (row) => (
      <Anchor href={row.url} target="_blank" rel="noopener noreferrer" underline="always" size="sm">
        {row.url}
      </Anchor>
    ),
  },
];
