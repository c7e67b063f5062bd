import { sql, type Kysely } from 'kysely';

// Document 003 §7 "html v2 file list, delete, upload": an HTML v2 lesson's files keep their folders
// (css/site.css, img/logo.png). Each part of the path follows §5's file-name rule; "." and ".." are never a part.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table authoring.lesson_file drop constraint lesson_file_file_name_check;
    alter table authoring.lesson_file add constraint lesson_file_file_name_check
      check (file_name ~ '^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$' and file_name !~ '(^|/)[.][.]?(/|$)' and length(file_name) <= 500);
  `.execute(db);
}
