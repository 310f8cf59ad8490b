import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RankCheckRequest } from '../../../../contracts/rank-check';
import { runRankCheck, type RankCheckProgress } from './run-rank-check';

export const rankCheckMutationKey = ['rank-checks', 'create'] as const;

/** Runs one rank check and exposes the latest progress event while it streams. */
export function useRankCheck() {
  const [progress, setProgress] = useState<RankCheckProgress | null>(null);
  const mutation = useMutation({
    mutationKey: rankCheckMutationKey,
    mutationFn: (request: RankCheckRequest) => {
      setProgress(null);
      return runRankCheck(request, { onProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}
