import { expect, type FrameLocator } from '@playwright/test';

/** The golf fixture packages (SCORM 1.2 and 2004) page through their content with these buttons. */
export async function nextGolfPage(launch: FrameLocator, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await launch.getByRole('button', { name: 'Next ->' }).click();
}

/** Answers the golf quiz with the answers the page itself marks correct, then submits it. */
export async function passGolfQuiz(launch: FrameLocator): Promise<void> {
  const quiz = launch.frameLocator('#contentFrame');
  await expect(quiz.getByRole('button', { name: 'Submit Answers' })).toBeVisible();
  for (const radio of await quiz.locator('.correctAnswer input[type=radio]').all()) await radio.check();
  for (const field of await quiz.locator('.correctAnswer input[type=text]').all()) {
    const answer = /\((.+)\)/.exec((await field.locator('xpath=..').textContent()) ?? '')?.[1] ?? '';
    await field.fill(answer);
  }
  await quiz.getByRole('button', { name: 'Submit Answers' }).click();
}
