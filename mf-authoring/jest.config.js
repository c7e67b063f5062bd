module.exports = { ...require('@atrium/shared-ui/build/jest') };
