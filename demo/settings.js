/* global document, localStorage */
// The demo's own switches, not the creator's: the page's look (a class on <html>, which demo.css
// follows) and language (<html lang>, and dir for Arabic). The elements follow both at once. A
// classic script in <head>, so a kept choice applies before the page first paints.
{
  const root = document.documentElement;
  const looks = ['light', 'dark', 'brand'];

  const setLook = (look) => {
    if (!looks.includes(look)) return;
    root.classList.remove(...looks.map((name) => `look-${name}`));
    root.classList.add(`look-${look}`);
    localStorage.setItem('demo-look', look);
  };
  const setLanguage = (lang) => {
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
    localStorage.setItem('demo-lang', lang);
  };

  setLook(localStorage.getItem('demo-look') ?? 'light');
  setLanguage(localStorage.getItem('demo-lang') ?? 'en');

  document.addEventListener('DOMContentLoaded', () => {
    for (const radio of document.querySelectorAll('input[name="look"]')) {
      radio.checked = root.classList.contains(`look-${radio.value}`);
      radio.addEventListener('change', () => setLook(radio.value));
    }
    const language = document.querySelector('#lang');
    if (language) {
      language.value = root.lang;
      language.addEventListener('change', () => setLanguage(language.value));
    }
  });
}
