export const platform = {};
