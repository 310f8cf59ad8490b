import { useState } from 'react';
import type { RankCheckRequest } from '../../../../contracts/rank-check';
import { useAction } from '../../../lib/use-action';
import { runRankCheck, type RankCheckProgress } from './run-rank-check';

/** Runs one rank check and exposes the latest progress event while it streams. */
export function useRankCheck() {
  const [progress, setProgress] = useState<RankCheckProgress | null>(null);
  const check = useAction({
    action: (request: RankCheckRequest) => {
      setProgress(null);
      return runRankCheck(request, { onProgress: setProgress });
    },
  });
  return { ...check, progress };
}
