import { INITIAL_PAGE_ELEMENT_ID, type InitialPage } from '@trust/shared';

/** The page the server prepared: index.html carries it in a JSON script element. */
export function readInitialPage(): InitialPage {
  const element = document.getElementById(INITIAL_PAGE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as InitialPage) : { page: 'no-access' };
}
