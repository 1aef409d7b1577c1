import './explorer.css';
import { mountExplorer } from './explorer';

mountExplorer(document, window.sessionStorage);
