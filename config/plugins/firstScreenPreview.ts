import type { Plugin } from 'vite';
import enUS from '../../src/locales/en-US/index.ts';
import { LANGUAGES, LOCALE_STORAGE_KEY, type TextBundle } from '../../src/locales/languages.ts';
import type { MessageId } from '../../src/locales/types.ts';
import { STARTUP_PAGE_ID } from '../../src/shell/layouts/startupFrame.ts';
import zhCN from '../../src/locales/zh-CN/index.ts';
import { FIRST_SCREENS, pickPreviewBundle } from '../firstScreen/firstScreens.ts';
import { traditionalCatalogue } from './traditionalChinese.ts';

/** index.html's empty container for the preview (it sits over the page area, see firstScreen.css). */
const CONTAINER = new RegExp(`<div id="${STARTUP_PAGE_ID}"[^>]*></div>`);

/**
 * Puts each landing page's first screen (config/firstScreen/firstScreens.ts) into the built index.html, once per
 * text bundle, as inert <template>s, with a small script that copies the one for this address and language into
 * `#startup-page` while the page is still being parsed, so it is in the first paint. Build only: the dev server
 * loads its CSS from JavaScript, so a preview there would show unstyled.
 */
export function firstScreenPreview(): Plugin {
  let base = '/';
  return {
    name: 'jucai-first-screen-preview',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!CONTAINER.test(html)) throw new Error(`firstScreenPreview: index.html has no <div id="${STARTUP_PAGE_ID}"></div>`);
        return html.replace(CONTAINER, (container) => `${container}\n    ${previewTemplates()}\n    ${previewScript(base)}`);
      },
    },
  };
}

function previewTemplates(): string {
  const bundles: Record<TextBundle, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': traditionalCatalogue() };
  return Object.entries(FIRST_SCREENS)
    .flatMap(([route, markup]) =>
      Object.entries(bundles).map(([bundle, messages]) => {
        const text = (id: MessageId) => {
          if (typeof messages[id] !== 'string') throw new Error(`firstScreenPreview: no ${bundle} text for ${id}`);
          return messages[id];
        };
        return `<template data-first-screen="${route}" lang="${bundle}">${markup(text)}</template>`;
      }),
    )
    .join('');
}

/** Runs during parsing, right after the templates; a failure (storage blocked, say) only means no preview. */
function previewScript(base: string): string {
  const codes = JSON.stringify(LANGUAGES.map((l) => l.code));
  const pick = pickPreviewBundle.toString();
  return (
    `<script>(function(){try{` +
    `var page=document.getElementById(${JSON.stringify(STARTUP_PAGE_ID)});` +
    `var bundle=(${pick})(localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}),navigator.language,${codes});` +
    `var route=location.pathname.slice(${base.length - 1}).replace(/(.)\\/$/,'$1');` +
    `var all=document.querySelectorAll('template[data-first-screen]');` +
    `for(var i=0;i<all.length;i++){var t=all[i];if(t.getAttribute('data-first-screen')===route&&t.lang===bundle){` +
    `page.lang=bundle;page.appendChild(t.content.cloneNode(true));page.hidden=false;break}}` +
    `}catch(e){}})()</script>`
  );
}
