import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress, LearningProgress } from '../../../../contracts/learning';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

export const learningProgressQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'learning'],
  queryFn: () => apiJson<LearningProgress>('/me/learning'),
});

/** GET /api/v1/me/learning — lessons done, percentages and the lesson to resume. */
export function useLearningProgress() {
  return useQuery(learningProgressQueryOptions);
}

const lessonPath = (course: string, lesson: string) => `/me/learning/${encodeURIComponent(course)}/${encodeURIComponent(lesson)}`;

/** Puts one course's new progress into the cached overview (the resume target is refetched with it). */
function useCourseProgressMutation<T extends { course: string; lesson: string }>(request: (input: T) => Promise<CourseProgress>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (course) => {
      queryClient.setQueryData<LearningProgress>(learningProgressQueryOptions.queryKey, (current) =>
        current ? { ...current, courses: current.courses.map((entry) => (entry.course === course.course ? course : entry)) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: learningProgressQueryOptions.queryKey });
    },
  });
}

/** PUT (done) or DELETE (not done) /api/v1/me/learning/{course}/{lesson}/done */
export function useSetLessonDone() {
  return useCourseProgressMutation(({ course, lesson, done }: { course: string; lesson: string; done: boolean }) =>
    apiJson<CourseProgress>(`${lessonPath(course, lesson)}/done`, { method: done ? 'PUT' : 'DELETE' }),
  );
}

/** POST /api/v1/me/learning/{course}/{lesson}/visit — where Resume goes next time. */
export function useVisitLesson() {
  return useCourseProgressMutation(({ course, lesson }: { course: string; lesson: string }) =>
    apiJson<CourseProgress>(`${lessonPath(course, lesson)}/visit`, { method: 'POST' }),
  );
}
