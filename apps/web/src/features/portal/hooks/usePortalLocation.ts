import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PortalView } from '@trust/shared';

/** Parameters that identify the viewer and survive a product switch. */
const KEPT_ON_PRODUCT_SWITCH = ['accountId', 'permissionProfileId'];

/**
 * What the URL says about the portal page: the product (path or ?product=), a deep-linked item
 * (/item/{slug}, /product/{product}/{slug} or ?itemUid=) and a highlighted update (?tcuUid=).
 */
export function usePortalLocation(initial: PortalView) {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const products = initial.sharedInfo.products;
  const slug = params.productSlug ?? search.get('product');
  const byId = search.get('productId');
  const productId =
    products.find((p) => p.productSlug === slug)?.productId ??
    products.find((p) => p.productId === byId)?.productId ??
    initial.product.productId;

  const selectProduct = useCallback(
    (productSlug: string) => {
      const next = new URLSearchParams({ product: productSlug });
      for (const key of KEPT_ON_PRODUCT_SWITCH) {
        const value = search.get(key);
        if (value) next.set(key, value);
      }
      navigate({ pathname: '/', search: `?${next}` });
    },
    [navigate, search],
  );

  /** Leaves an item deep link once its drawer closes, keeping the rest of the query. */
  const clearItemLink = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('itemUid');
    if (params.productSlug) next.set('product', params.productSlug);
    if (params.itemSlug || params.productSlug || search.has('itemUid'))
      navigate({ pathname: '/', search: next.size ? `?${next}` : '' }, { replace: true });
  }, [navigate, params.itemSlug, params.productSlug, search]);

  const showUpdate = useCallback(
    (tcuUid: string) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        next.set('tcuUid', tcuUid);
        return next;
      }),
    [setSearch],
  );

  /** The viewer's identity parameters (preview or account), kept on view requests. */
  const identity = new URLSearchParams();
  for (const key of KEPT_ON_PRODUCT_SWITCH) {
    const value = search.get(key);
    if (value) identity.set(key, value);
  }

  const showKnowledgeBaseEntry = useCallback(
    (entryId: string) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        next.set('kbEntry', entryId);
        return next;
      }),
    [setSearch],
  );
  const clearKnowledgeBaseEntry = useCallback(
    () =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('kbEntry');
        return next;
      }),
    [setSearch],
  );

  return {
    productId,
    /** A knowledge-base entry deep link (?kbEntry={id}): the knowledge base opens on it. */
    kbEntry: search.get('kbEntry'),
    showKnowledgeBaseEntry,
    clearKnowledgeBaseEntry,
    identity,
    itemSlug: params.itemSlug ?? null,
    itemUid: search.get('itemUid'),
    tcuUid: search.get('tcuUid'),
    search,
    selectProduct,
    clearItemLink,
    showUpdate,
  };
}
