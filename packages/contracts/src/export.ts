import { z } from 'zod';
import { text } from './common.ts';
import { CHECK_SOURCE_LABELS, CHECK_SOURCES, type CheckSource } from './check.ts';

// Export of a Check search (spec 002 'Export', issue 14):
// GET /api/export/{searchToken}?format=xlsx|pdf|csv&data_sources[]=…&zip=0|1, downloaded as export.{ext}.

export const EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Spec 7's data source values, and ours for US trademarks (a search may have run the US register
 * alone). US trademarks also travel with either UK or EU trademarks.
 */
export const EXPORT_DATA_SOURCES = [
  'uk_trademarks',
  'eu_trademarks',
  'us_trademarks',
  'social',
  'social_users',
  'domains',
  'web',
] as const;
export type ExportDataSource = (typeof EXPORT_DATA_SOURCES)[number];

/** Each data source is a Check source: its label is the Check tool's. */
export const EXPORT_DATA_SOURCE_LABELS: Record<ExportDataSource, string> = CHECK_SOURCE_LABELS;

export const TRADEMARK_EXPORT_SOURCES: readonly ExportDataSource[] = [
  'uk_trademarks',
  'eu_trademarks',
  'us_trademarks',
];

/** The Check sources one export data source brings: US trademarks come with either trademark choice. */
export function checkSourcesOfExport(dataSources: readonly ExportDataSource[]): CheckSource[] {
  const sources = new Set<CheckSource>();
  for (const source of dataSources) {
    sources.add(source);
    if (TRADEMARK_EXPORT_SOURCES.includes(source)) sources.add('us_trademarks');
  }
  return CHECK_SOURCES.filter((source) => sources.has(source));
}

/**
 * Spec 'Export': ZIP is forced for CSV when trademarks are chosen or more than one other data type
 * is, because each source is a CSV file of its own.
 */
export function isZipForced(format: ExportFormat | null, dataSources: readonly ExportDataSource[]): boolean {
  if (format !== 'csv') return false;
  const trademarks = dataSources.some((source) => TRADEMARK_EXPORT_SOURCES.includes(source));
  const others = dataSources.filter((source) => !TRADEMARK_EXPORT_SOURCES.includes(source)).length;
  return trademarks || others > 1;
}

/** The downloaded file's name: export.{extension} (spec 7). */
export function exportFileName(format: ExportFormat, zip: boolean): string {
  return zip ? 'export.zip' : `export.${format}`;
}

export const exportMessages = {
  format: `format must be one of ${EXPORT_FORMATS.join(', ')}`,
  dataSource: `data_sources values are among ${EXPORT_DATA_SOURCES.join(', ')}`,
  dataSourceRequired: 'Choose at least one data source to export',
  zip: 'zip must be 0 or 1',
  noneSearched: 'None of the chosen data sources were part of this search',
} as const;

const dataSourceList = z
  .union([text().max(40), z.array(text().max(40)).max(20)], { message: exportMessages.dataSource })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z
      .array(z.enum(EXPORT_DATA_SOURCES, { message: exportMessages.dataSource }))
      .min(1, exportMessages.dataSourceRequired)
      .transform((values) => EXPORT_DATA_SOURCES.filter((source) => values.includes(source))),
  );

/**
 * The query as browsers send it: `data_sources[]=a&data_sources[]=b` (the spec's form), or
 * `data_sources=a,b`. Unknown formats and sources are a 400 naming the valid values.
 */
export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { message: exportMessages.format }),
    'data_sources[]': dataSourceList.optional(),
    data_sources: dataSourceList.optional(),
    zip: z.enum(['0', '1'], { message: exportMessages.zip }).optional().default('0'),
  })
  .transform((query, context) => {
    const dataSources = query['data_sources[]'] ?? query.data_sources;
    if (!dataSources) {
      context.addIssue({
        code: 'custom',
        path: ['data_sources'],
        message: exportMessages.dataSourceRequired,
      });
      return z.NEVER;
    }
    return { format: query.format, dataSources, zip: query.zip === '1' };
  });
export type ExportQuery = z.output<typeof exportQuerySchema>;

export const exportParamsSchema = z.object({ searchToken: text().trim().min(1).max(64) });
