const withheld = "[withheld: it contained the API key]";
function mentionsKey(text, apiKey) {
  if (apiKey === "" || text === "") return false;
  let encoded;
  try {
    encoded = encodeURIComponent(apiKey);
  } catch {
    encoded = apiKey;
  }
  const forms = /* @__PURE__ */ new Set([apiKey, encoded, encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), JSON.stringify(apiKey).slice(1, -1)]);
  for (const form of forms) {
    if (form.length < 4) {
      const escaped = form.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      if (new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(text)) return true;
      continue;
    }
    for (let i = 0; i + 4 <= form.length; i++) if (text.includes(form.slice(i, i + 4))) return true;
  }
  return false;
}
function errorFields(error, apiKey) {
  let name = "Error";
  let message;
  let stack;
  try {
    if (error instanceof Error) {
      name = String(error.name);
      message = String(error.message);
      stack = typeof error.stack === "string" ? error.stack.split("\n").filter((line) => /^\s+at /.test(line)).join("\n") : void 0;
    } else {
      name = typeof error;
      message = String(error);
    }
  } catch {
    message = "unprintable error";
  }
  const fields = {
    name: mentionsKey(name, apiKey) ? withheld : name,
    message: mentionsKey(message, apiKey) ? withheld : message
  };
  if (stack) fields.stack = mentionsKey(stack, apiKey) ? withheld : stack;
  return fields;
}
function logError(logger, message, details) {
  for (const name of Object.keys(details)) if (details[name] === void 0) delete details[name];
  try {
    logger.error(message, details);
  } catch {
  }
}
export {
  errorFields,
  logError,
  mentionsKey,
  withheld
};
