module.exports = { preset: '@atrium/service-core' };
