// Registers the <altcha-widget> element and its Latin-American Spanish strings; loaded on demand.
import 'altcha';
import 'altcha/i18n/es-419';
