import { lastCheckedText } from '../../../../core/ranking/last-checked';
import { useNow } from '../../../lib/use-now';

/** Live "last checked" text, ticking every second. Not announced: it changes too often to be useful. */
export function LastChecked({ checkedAt }: { checkedAt: string }) {
  const now = useNow(1000);
  const date = new Date(checkedAt);
  return (
    <time dateTime={checkedAt} title={date.toLocaleString()}>
      {lastCheckedText(date, now)}
    </time>
  );
}
