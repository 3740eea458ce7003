const platform = {};
export {
  platform
};
