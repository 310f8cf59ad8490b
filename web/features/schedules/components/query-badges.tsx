import Globe from 'lucide-react/icons/globe';
import Monitor from 'lucide-react/icons/monitor';
import Search from 'lucide-react/icons/search';
import Smartphone from 'lucide-react/icons/smartphone';
import Users from 'lucide-react/icons/users';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { locationName } from '../../../../core/search/query-label';
import { Badge } from '../../../components/ui/badge';

type Query = Pick<ScheduledCheck, 'searchEngine' | 'location' | 'device' | 'competitorUrls'>;

/** Which results the schedule reads: engine, location and device, and how many competitors ride along. */
export function QueryBadges({ schedule }: { schedule: Query }) {
  const competitors = schedule.competitorUrls.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Search settings">
      <li>
        <Badge>
          <Search aria-hidden="true" />
          {ENGINE_LABELS[schedule.searchEngine]}
        </Badge>
      </li>
      <li>
        <Badge>
          <Globe aria-hidden="true" />
          {locationName(schedule.location)}
        </Badge>
      </li>
      <li>
        <Badge>
          {schedule.device === 'mobile' ? <Smartphone aria-hidden="true" /> : <Monitor aria-hidden="true" />}
          {DEVICE_LABELS[schedule.device]}
        </Badge>
      </li>
      {competitors > 0 ? (
        <li>
          <Badge tone="brand" title={schedule.competitorUrls.join(', ')}>
            <Users aria-hidden="true" />
            {competitors === 1 ? '1 competitor' : `${competitors} competitors`}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
