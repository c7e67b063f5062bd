import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A 4-second test video (colour bars and a tone), made with ffmpeg as a lesson's live file. */
export async function testVideo(): Promise<Buffer> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'atrium-e2e-video-')), 'bars.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=4:size=320x240:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart', '-shortest', file],
  ]);
  return readFile(file);
}
