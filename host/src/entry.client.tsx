/**
 * Browser entry. The asynchronous boundary lets Module Federation set up the shared scope
 * before React and the other singletons are first used (no `eager` sharing).
 */
import './styles/host.css';

void import('./bootstrap.client.tsx');
