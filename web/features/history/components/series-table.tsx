import type { KeywordSeries } from '../../../../contracts/history';
import { formatCheckedAt } from '../lib/format-check';
import { citationText, rankText } from '../lib/series-chart-data';

/** The chart's numbers as a table for screen readers (the drawing itself is hidden from them). */
export function SeriesTable({ series, className }: { series: KeywordSeries; className?: string }) {
  const overviews = series.points.some((point) => point.aiOverview !== null);
  return (
    <table className={className}>
      <caption>Rank of {series.query.site} at each check, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Checked at</th>
          <th scope="col">{series.query.site}</th>
          {series.competitors.map((url) => (
            <th key={url} scope="col">
              {url}
            </th>
          ))}
          {overviews ? <th scope="col">AI Overview</th> : null}
        </tr>
      </thead>
      <tbody>
        {series.points.map((point) => (
          <tr key={point.checkedAt}>
            <th scope="row">{formatCheckedAt(point.checkedAt)}</th>
            <td>{rankText(point.rank)}</td>
            {series.competitors.map((url) => (
              <td key={url}>{rankText(point.competitors.find((c) => c.url === url)?.rank ?? 0)}</td>
            ))}
            {overviews ? <td>{citationText(point.aiOverview) ?? 'Not known'}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
