import {
  EXPORT_DATA_SOURCE_LABELS,
  EXPORT_FORMATS,
  exportMessages,
  type ExportDataSource,
  type ExportFormat,
} from '@brandwright/contracts';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDownloadExport } from '../api/download-export.ts';
import type { CheckResult } from '../api/get-check-result.ts';
import {
  chosenSources,
  exportRequest,
  exportSourcesOf,
  includedWithoutChoice,
  initialExportOptions,
  isExportZipForced,
  isZipOffered,
  type ExportOptions,
} from '../export-options.ts';

const formatLabels: Record<ExportFormat, { label: string; description: string }> = {
  pdf: { label: 'PDF', description: 'A clearance report to read or share' },
  xlsx: { label: 'XLSX', description: 'A spreadsheet with a sheet per data type' },
  csv: { label: 'CSV', description: 'A plain file per data type' },
};

const isExportFormat = (value: string): value is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(value);

/** What still stands between the member and an export, in words. */
function missingChoices(options: ExportOptions, available: readonly ExportDataSource[]): string | null {
  const missing: string[] = [];
  if (chosenSources(options, available).length === 0) missing.push(exportMessages.dataSourceRequired);
  if (options.format === null) missing.push('Choose a format');
  return missing.length === 0 ? null : `${missing.join('. ')}.`;
}

/**
 * The 'Export Options' section under a finished search's results (spec 002 'Export'): the data types
 * the search ran, one format, ZIP where it is a choice, and the download as export.{extension}.
 */
export function ExportOptionsPanel({ token, result }: { token: string; result: CheckResult }) {
  const available = exportSourcesOf(result);
  const [options, setOptions] = useState<ExportOptions>(() => initialExportOptions(available));
  const download = useDownloadExport();

  const included = includedWithoutChoice(options, available);
  const zipForced = isExportZipForced(options, available);
  const request = exportRequest(token, options, available);
  const missing = missingChoices(options, available);

  const change = (next: Partial<ExportOptions>) => {
    // A new choice makes the last failure's message stale.
    if (download.isError) download.reset();
    setOptions((current) => ({ ...current, ...next }));
  };
  const toggleSource = (source: ExportDataSource, on: boolean) =>
    change({
      dataSources: on
        ? [...options.dataSources, source]
        : options.dataSources.filter((chosen) => chosen !== source),
    });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="check-export-title"
    >
      <Stack gap="md">
        <Title order={2} fz={22} c="ink.9" id="check-export-title">
          Export Options
        </Title>
        <Fieldset
          legend="Data types"
          variant="unstyled"
          // The legend reads like the Format group's label beside it.
          styles={{ legend: { padding: 0, fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <Stack gap="xs" mt={4}>
            {available.map((source) => {
              const isIncluded = included.includes(source);
              return (
                <Checkbox
                  key={source}
                  label={EXPORT_DATA_SOURCE_LABELS[source]}
                  description={isIncluded ? 'Included with the trademarks you chose' : undefined}
                  checked={isIncluded || options.dataSources.includes(source)}
                  disabled={isIncluded}
                  onChange={(event) => toggleSource(source, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </Fieldset>
        <Radio.Group
          label="Format"
          value={options.format ?? ''}
          onChange={(value) => change({ format: isExportFormat(value) ? value : null })}
        >
          <Stack gap="xs" mt={4}>
            {EXPORT_FORMATS.map((format) => (
              <Radio
                key={format}
                value={format}
                label={formatLabels[format].label}
                description={formatLabels[format].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {isZipOffered(options.format) ? (
          <Checkbox
            label="Download as a ZIP file"
            checked={options.zip}
            onChange={(event) => change({ zip: event.currentTarget.checked })}
          />
        ) : null}
        {zipForced ? (
          <Text size="sm" c="ink.9">
            CSV comes as a ZIP file here: one CSV file per data type.
          </Text>
        ) : null}
        <Group gap="sm" align="center" wrap="wrap">
          <Button
            color="ink.9"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={download.isPending}
            disabled={request === null}
            onClick={() => {
              if (request && !download.isPending) download.mutate(request);
            }}
          >
            Export
          </Button>
          {request ? (
            <Text size="sm" c="dimmed">
              Downloads {request.fileName}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {missing}
            </Text>
          )}
        </Group>
        <VisuallyHidden role="status">{download.isPending ? 'Preparing your export…' : ''}</VisuallyHidden>
        {download.isError ? (
          <ErrorAlert title="The export did not download">{errorMessage(download.error)}</ErrorAlert>
        ) : null}
      </Stack>
    </Paper>
  );
}
