// Loaded lazily by BotCheck when a form is shown: the widget (CSP-friendly build: its styles as a
// stylesheet, its proof-of-work worker as a file of this site) never weighs on a page's first load.
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
