// Jest stand-in for CSS Modules (jest.config.js maps every .module.css import here): each class
// reads as its own name (styles['hero__art'] === 'hero__art'), so tests see readable classes.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
