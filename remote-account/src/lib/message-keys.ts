/** Message key types of this remote's pages (the English bundles give them: tooling/message-keys.d.ts). */
import type { ParseKeys, TFunction } from 'i18next';

/** The namespaces of this remote's pages; each carries the `form` block. */
export type AccountNamespace = 'login' | 'myaccount' | 'forgetpassword' | 'resetpassword';

/** A message key of one of this remote's namespaces (a key none of them has is a type error). */
export type AccountKey = ParseKeys<AccountNamespace>;

/** The `t` of any page of this remote (`useTranslation('login')` and the others give one). */
export type AccountT = TFunction<AccountNamespace>;
