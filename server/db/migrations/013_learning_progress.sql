-- Learning progress of signed-in users (/learn). Courses and lessons live in the repository (content/courses),
-- so they are named by their slugs; the server checks a slug against that catalogue before saving it.

-- A lesson the user marked done. Deleting the row is "not done yet".
create table lesson_progress (
  user_id      uuid        not null references users (id) on delete cascade,
  course_slug  text        not null,
  lesson_slug  text        not null,
  completed_at timestamptz not null,
  primary key (user_id, course_slug, lesson_slug)
);

-- The lesson a user last opened in each course: where "Resume" takes them.
create table course_visits (
  user_id          uuid        not null references users (id) on delete cascade,
  course_slug      text        not null,
  last_lesson_slug text        not null,
  visited_at       timestamptz not null,
  primary key (user_id, course_slug)
);
