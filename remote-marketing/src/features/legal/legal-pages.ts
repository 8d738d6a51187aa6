/**
 * The names of the legal pages, apart from their structure (`legal-documents.ts`): the route table
 * needs only the names, and ships with every first visit of the area, so the structure stays in the
 * legal page's own chunk.
 */

/** Legal pages of the marketing area (rule site.areas), each its own namespace. */
export const LEGAL_PAGES = ['privacy-policy', 'terms-of-service', 'termsuse', 'cookie-policy-2025'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
