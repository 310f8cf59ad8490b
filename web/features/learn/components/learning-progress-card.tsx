import GraduationCap from 'lucide-react/icons/graduation-cap';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { courses } from '../../../content/courses';
import { useLearningProgress } from '../api/learning-progress';
import { coursePath, lessonPath } from '../lib/course-links';

/** The dashboard's view of /learn: progress per course and the lesson to resume. */
export function LearningProgressCard() {
  const { data, isPending, isError } = useLearningProgress();
  const resume = data?.resume;
  const resumeCourse = resume ? courses.find((course) => course.slug === resume.course) : undefined;
  const resumeLesson = resumeCourse?.lessons.find((lesson) => lesson.slug === resume?.lesson);
  const started = data?.courses.some((course) => course.completedLessons.length > 0 || course.lastLesson) ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <GraduationCap aria-hidden="true" className="size-5 text-brand" />
          <Link to={paths.learn} className="rounded-sm hover:text-brand">
            Learning
          </Link>
        </CardTitle>
        <CardDescription>
          {isError
            ? 'Your course progress could not be loaded.'
            : started
              ? 'Your progress in the SEO courses.'
              : 'Short courses on SEO, keywords and rank tracking, free with your account.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {courses.map((course) => {
            const progress = data?.courses.find((entry) => entry.course === course.slug);
            return (
              <li key={course.slug} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <Link to={coursePath(course.slug)} className="font-medium hover:text-brand">
                    {course.title}
                  </Link>
                  <span className="text-muted-foreground">{isPending ? '…' : `${progress?.percent ?? 0}%`}</span>
                </div>
                <ProgressBar value={isPending ? undefined : (progress?.percent ?? 0)} label={`${course.title}: progress`} />
              </li>
            );
          })}
        </ul>
        {resumeCourse && resumeLesson ? (
          <Link
            to={lessonPath(resumeCourse.slug, resumeLesson.slug)}
            aria-label={`Resume: ${resumeLesson.title}`}
            className={buttonClasses('secondary', 'md', 'min-w-0')}
          >
            {/* A long lesson title is cut on a phone; the link's name keeps all of it. */}
            <span className="truncate">Resume: {resumeLesson.title}</span>
          </Link>
        ) : (
          <Link to={paths.learn} className={buttonClasses('outline', 'md')}>
            {started ? 'Open the courses' : 'Start learning'}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
