// Jest stand-in for imported stylesheets (jest.config.js maps every .css import here).
module.exports = {};
