/** The widget's translation modules register themselves on $altcha.i18n; they export nothing. */
declare module 'altcha/i18n/tr';
