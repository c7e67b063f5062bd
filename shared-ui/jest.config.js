module.exports = require('./build/jest');
