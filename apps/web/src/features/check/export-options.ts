import {
  EXPORT_DATA_SOURCES,
  checkSourcesOfExport,
  exportFileName,
  isZipForced,
  type ExportDataSource,
  type ExportFormat,
} from '@brandwright/contracts';

import type { CheckResult } from './api/get-check-result.ts';

/**
 * The Export Options section's state and what follows from it (spec 002 'Export'), pure so every
 * rule is testable without a screen. The rules themselves (ZIP forced, US trademarks travelling with
 * the trademark sources, the file name) are the contract's; this module only applies them.
 */
export interface ExportOptions {
  /** Spec: PDF, XLSX or CSV, one at a time; none until the member picks one. */
  format: ExportFormat | null;
  dataSources: ExportDataSource[];
  /** The member's ZIP choice, which only PDF and XLSX offer. */
  zip: boolean;
}

/** The data types a search ran: a section the result carries (null when it was not chosen). */
export function exportSourcesOf(result: CheckResult): ExportDataSource[] {
  const ran: Record<ExportDataSource, boolean> = {
    uk_trademarks: result.unitedkingdomTrademarkSearch !== null,
    eu_trademarks: result.europeTrademarkSearch !== null,
    us_trademarks: result.unitedstatesTrademarkSearch !== null,
    social: result.social_search !== null,
    social_users: result.social_user_search !== null,
    domains: result.domain_search !== null,
    web: result.web_search !== null,
  };
  return EXPORT_DATA_SOURCES.filter((source) => ran[source]);
}

/** Every data type the search ran is ticked at first; the format waits for the member. */
export function initialExportOptions(available: readonly ExportDataSource[]): ExportOptions {
  return { format: null, dataSources: [...available], zip: false };
}

/** The chosen data types among those the search ran, in the contract's order. */
export function chosenSources(
  options: ExportOptions,
  available: readonly ExportDataSource[],
): ExportDataSource[] {
  return EXPORT_DATA_SOURCES.filter(
    (source) => available.includes(source) && options.dataSources.includes(source),
  );
}

/**
 * Data types the export brings although they are not ticked (US trademarks come with UK or EU
 * trademarks), so the screen can show them as included instead of pretending they are left out.
 */
export function includedWithoutChoice(
  options: ExportOptions,
  available: readonly ExportDataSource[],
): ExportDataSource[] {
  const chosen = chosenSources(options, available);
  return checkSourcesOfExport(chosen).filter(
    (source) => available.includes(source) && !chosen.includes(source),
  );
}

/** Spec: the ZIP choice is offered with PDF and XLSX, never with CSV. */
export function isZipOffered(format: ExportFormat | null): boolean {
  return format === 'pdf' || format === 'xlsx';
}

export function isExportZipForced(options: ExportOptions, available: readonly ExportDataSource[]): boolean {
  return isZipForced(options.format, chosenSources(options, available));
}

/** Whether the download is a ZIP: forced for CSV by the contract's rule, else the member's choice. */
export function isExportZip(options: ExportOptions, available: readonly ExportDataSource[]): boolean {
  if (isExportZipForced(options, available)) return true;
  return isZipOffered(options.format) && options.zip;
}

/** Spec: export is enabled only with at least one data type and a format. */
export function canExport(options: ExportOptions, available: readonly ExportDataSource[]): boolean {
  return options.format !== null && chosenSources(options, available).length > 0;
}

export interface ExportRequest {
  /** GET /api/export/{searchToken}?format=…&data_sources[]=…&zip=0|1 (spec 7). */
  url: string;
  /** export.{extension} (spec 7). */
  fileName: string;
}

/** The call and file name for the current choice, or null while the export is not enabled. */
export function exportRequest(
  token: string,
  options: ExportOptions,
  available: readonly ExportDataSource[],
): ExportRequest | null {
  if (options.format === null || !canExport(options, available)) return null;
  const zip = isExportZip(options, available);
  const query = new URLSearchParams({ format: options.format });
  for (const source of chosenSources(options, available)) query.append('data_sources[]', source);
  query.set('zip', zip ? '1' : '0');
  return {
    url: `/api/export/${encodeURIComponent(token)}?${query.toString()}`,
    fileName: exportFileName(options.format, zip),
  };
}
