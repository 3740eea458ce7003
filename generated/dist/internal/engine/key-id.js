function keyId(apiKey) {
  if (apiKey === "") return "";
  let hash = 2166136261;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 16777619);
  let id = "k-";
  for (let shift = 28; shift >= 0; shift -= 4) id += String.fromCharCode(103 + (hash >>> shift & 15));
  return id;
}
export {
  keyId
};
