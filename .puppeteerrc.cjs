// Browser tests drive Debian's Chromium; never download a browser during install.
module.exports = { skipDownload: true };
