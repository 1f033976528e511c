/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Page, test } from '@playwright/test';
import { GUARDED_ROUTES } from '../../apps/web/src/app/route-table.ts';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';

/**
 * Every admin screen as a payroll clerk sees it on an office laptop and on a desktop: nothing wider
 * than the window, no tab hidden past the edge of its bar, no toast over a tab bar or a button, and
 * no internal identifier (two or more upper-case words joined by "_", such as HEALTH_EE) in view.
 */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const INTERNAL_CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

interface Problems {
  overflow: number;
  hiddenTabs: string[];
  coveringToasts: string[];
  internalCodes: string[];
}

/** What is wrong on the screen in view, measured in the page itself. */
function inspect(page: Page): Promise<Problems> {
  return page.evaluate((pattern) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const hiddenTabs: string[] = [];
    for (const bar of document.querySelectorAll('.tab-bar')) {
      const edge = bar.getBoundingClientRect();
      for (const tab of bar.querySelectorAll('.tab-bar__tab')) {
        const box = tab.getBoundingClientRect();
        if (box.right > edge.right + 1 || box.left < edge.left - 1) hiddenTabs.push(tab.textContent ?? '');
      }
    }
    const toasts = [...document.querySelectorAll('.p-toast-message')].filter(visible);
    const targets = [...document.querySelectorAll('.tab-bar, button, .p-button')].filter(
      (element) => visible(element) && !element.closest('.p-toast'),
    );
    const coveringToasts = toasts
      .filter((toast) =>
        targets.some((target) => overlaps(toast.getBoundingClientRect(), target.getBoundingClientRect())),
      )
      .map((toast) => toast.textContent ?? '');
    const text = document.body.innerText;
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      hiddenTabs,
      coveringToasts,
      internalCodes: [...new Set(text.match(new RegExp(pattern, 'g')) ?? [])],
    };
  }, INTERNAL_CODE.source);
}

for (const viewport of VIEWPORTS) {
  test(`[LAYOUT]: every admin screen fits ${viewport.width}×${viewport.height}, hides no tab, no toast covers a control, no internal code shows`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    await takeOwnClientAddress(page);
    await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/Home$/);
    const found: Record<string, Problems> = {};
    for (const route of GUARDED_ROUTES) {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      // Toasts that a screen raises on load are part of what the clerk sees.
      await page.waitForTimeout(300);
      const problems = await inspect(page);
      if (
        problems.overflow > 0 ||
        problems.hiddenTabs.length > 0 ||
        problems.coveringToasts.length > 0 ||
        problems.internalCodes.length > 0
      ) {
        found[route.path] = problems;
        await page.screenshot({
          path: test.info().outputPath(`${route.path.slice(1)}-${viewport.width}.png`),
        });
      }
    }
    // A warning raised by an action (Guardar without the first answer) stays clear of SALIR, the tab
    // bar and the page's buttons.
    await page.goto('/ProcessDIAN');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('.p-toast-message')).toBeVisible();
    const withToast = await inspect(page);
    if (withToast.coveringToasts.length > 0) found['/ProcessDIAN (aviso)'] = withToast;
    expect(found).toEqual({});
  });
}
