// Switching the DM window's language as the DM does it: the switch in the top bar, then the page
// in the new language. A switch redraws every screen in view, which on a loaded machine takes
// longer than a poll's default second, so it waits as long as any other step of a page.
import type { Page } from 'playwright-core';
import type { Language } from '../../../shared/i18n/index';

/** Picks `language` on the page's language switch and waits until the page speaks it. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId(`language-${language}`).click();
  await page.locator(`html[lang="${language}"]`).waitFor();
}
