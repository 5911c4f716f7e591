// What the page's modules import that only the bundler reads: a stylesheet (`import
// './style.css'`) and markup as text (`?raw`). Under node --test a stylesheet is nothing and
// markup is its file's text, so that the page's plain functions load as they are.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
