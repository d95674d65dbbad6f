import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Trans, TranslationProvider, useTranslation } from './react.tsx';
import { createTranslator } from './translator.ts';

const translator = createTranslator('en', {
  accept: 'I accept the <info>form</info> and the <contract>{{name}}</contract>.',
  title: 'Basket',
});

const inEnglish = (node: React.ReactNode) =>
  renderToStaticMarkup(<TranslationProvider translator={translator}>{node}</TranslationProvider>);

describe('translations in components', () => {
  it('put the words of each tag inside the element given for it', () => {
    const html = inEnglish(
      <Trans
        i18nKey="accept"
        components={{ info: <button type="button" />, contract: <a href="#c" /> }}
        values={{ name: 'contract' }}
      />,
    );
    expect(html).toBe('I accept the <button type="button">form</button> and the <a href="#c">contract</a>.');
  });

  it('show the words of a tag without an element as text', () => {
    expect(inEnglish(<Trans i18nKey="accept" components={{}} />)).toBe('I accept the form and the {{name}}.');
  });

  it('read the translator of their tree', () => {
    function Title() {
      const { t, i18n } = useTranslation();
      return <h1 lang={i18n.language}>{t('title')}</h1>;
    }
    expect(inEnglish(<Title />)).toBe('<h1 lang="en">Basket</h1>');
  });
});
