import type { ReportKeyword } from '../../../../contracts/report';
import type { Column } from './draw-table';
import { formatRank } from './format-values';
import { queryLabel } from '../../../../core/search/query-label';
import { changeCell, simulatedTag } from './keyword-labels';
import { INK } from './pdf-theme';

/** Keyword with its engine, location and device under it, for the two-line tables of movers and transitions. */
export const keywordWithSource: Column<ReportKeyword> = {
  header: 'Keyword',
  weight: 4.6,
  cell: (keyword) => ({ text: keyword.keyword, sub: queryLabel(keyword), tag: simulatedTag(keyword), bold: true, wrap: true }),
};

export const firstRankColumn: Column<ReportKeyword> = {
  header: 'From',
  weight: 1.3,
  align: 'right',
  cell: (keyword) => ({ text: formatRank(keyword.firstRank), color: INK.muted }),
};

export const lastRankColumn: Column<ReportKeyword> = {
  header: 'To',
  weight: 1.1,
  align: 'right',
  cell: (keyword) => ({ text: formatRank(keyword.lastRank), bold: true }),
};

export const changeColumn: Column<ReportKeyword> = {
  header: 'Change',
  weight: 1.8,
  align: 'right',
  cell: changeCell,
};

/** Keyword, from, to, change: how one keyword moved over the period. */
export const MOVE_COLUMNS: readonly Column<ReportKeyword>[] = [keywordWithSource, firstRankColumn, lastRankColumn, changeColumn];
