import { isAccessList, isAccessListEntry, isAccountEncoding, isAccountOverride, isAccountOverrideNot, isAddress, isBlock, isBlockNumberOrTag, isBlockTag, isBloom, isByMint, isByMintNot, isByProgramId, isByProgramIdNot, isBytes, isBytes8, isCallObject, isCommitment, isDataAndEncoding, isDataAvailabilityMode, isDataSlice, isDecimalString, isEncodedAccountData, isEncodedString, isEpochCredits, isFeeForMessageResponse, isFilterAddressOption2, isFilterNot, isFilterNotOption1, isFilterNotOption2, isFilterTopic, isFullTransactions, isHash32, isJsonNull, isJsonNumber, isLog, isLogSubscriptionFilterNot, isLogSubscriptionFilterNotOption1, isLogSubscriptionFilterNotOption2, isLogSubscriptionFilterNotOption3, isParsedTokenAccount, isParsedTokenAccountData, isPostByzantiumReceiptStatus, isPostByzantiumReceiptStatusNot, isPreByzantiumReceiptRoot, isPreByzantiumReceiptRootNot, isProofBlockTag, isPubkey, isQuantity, isReceiptStatus, isResourceBounds, isRpcContext, isStarknetHex, isStorageOverride, isStorageProof, isStorageSlot, isTokenAccount, isTokenAccountEntry, isTokenAccountInfo, isTokenAccountsByDelegateConfigNot, isTokenAmount, isTransaction, isTransactionHashes, isTransactionReceipt, isUint256, isUncleBlock, isVoteAccountEntry } from "./is.js";
import { addressMatches, base58StringMatches, base64StringPattern, bloomMatches, bytes8Matches, bytesMatches, codePointLength, decimalStringMatches, hash32Matches, quantityMatches, starknetHexMatches, storageSlotMatches, uint256Matches } from "./match.js";
function reportQuantity(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Quantity)", keyword: "type" });
  else {
    if (!quantityMatches(v)) errors.push({ path, message: "must match pattern ^0x(0|[1-9a-f][0-9a-f]*)$ (Quantity)", keyword: "pattern" });
  }
}
function reportUint256(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Uint256)", keyword: "type" });
  else {
    if (!uint256Matches(v)) errors.push({ path, message: "must match pattern ^0x(0|[1-9a-f][0-9a-f]{0,63})$ (Uint256)", keyword: "pattern" });
  }
}
function reportBytes(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Bytes)", keyword: "type" });
  else {
    if (!bytesMatches(v)) errors.push({ path, message: "must match pattern ^0x([0-9a-f][0-9a-f])*$ (Bytes)", keyword: "pattern" });
  }
}
function reportBytes8(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Bytes8)", keyword: "type" });
  else {
    if (!bytes8Matches(v)) errors.push({ path, message: "must match pattern ^0x[0-9a-f]{16}$ (Bytes8)", keyword: "pattern" });
  }
}
function reportBloom(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Bloom)", keyword: "type" });
  else {
    if (!bloomMatches(v)) errors.push({ path, message: "must match pattern ^0x[0-9a-f]{512}$ (Bloom)", keyword: "pattern" });
  }
}
function reportAddress(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Address)", keyword: "type" });
  else {
    if (!addressMatches(v)) errors.push({ path, message: "must match pattern ^0x[0-9a-fA-F]{40}$ (Address)", keyword: "pattern" });
  }
}
function reportHash32(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Hash32)", keyword: "type" });
  else {
    if (!hash32Matches(v)) errors.push({ path, message: "must match pattern ^0x[0-9a-f]{64}$ (Hash32)", keyword: "pattern" });
  }
}
function reportStorageSlot(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (StorageSlot)", keyword: "type" });
  else {
    if (!storageSlotMatches(v)) errors.push({ path, message: "must match pattern ^0x[0-9a-f]{1,64}$ (StorageSlot)", keyword: "pattern" });
  }
}
function reportDecimalString(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (DecimalString)", keyword: "type" });
  else {
    if (!decimalStringMatches(v)) errors.push({ path, message: "must match pattern ^(0|[1-9][0-9]*)$ (DecimalString)", keyword: "pattern" });
  }
}
function reportBlockTag(v, path, errors) {
  if (!(v === "latest" || v === "earliest" || v === "pending" || v === "safe" || v === "finalized")) errors.push({ path, message: 'must be one of "latest", "earliest", "pending", "safe", "finalized" (BlockTag)', keyword: "enum" });
  if (typeof v !== "string") errors.push({ path, message: "must be string (BlockTag)", keyword: "type" });
}
function reportBlockNumberOrTag(v, path, errors) {
  const n3 = (isQuantity(v) ? 1 : 0) + (isBlockTag(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportQuantity, reportBlockTag], "oneOf", "must match exactly one of: Quantity, BlockTag");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: Quantity, BlockTag; it matches ${n3}`, keyword: "oneOf" });
}
function reportProofBlockTag(v, path, errors) {
  if (!(v === "latest" || v === "earliest" || v === "pending" || v === "finalized")) errors.push({ path, message: 'must be one of "latest", "earliest", "pending", "finalized" (ProofBlockTag)', keyword: "enum" });
  if (typeof v !== "string") errors.push({ path, message: "must be string (ProofBlockTag)", keyword: "type" });
}
function reportProofBlockNumberOrTag(v, path, errors) {
  const n3 = (isQuantity(v) ? 1 : 0) + (isProofBlockTag(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportQuantity, reportProofBlockTag], "oneOf", "must match exactly one of: Quantity, ProofBlockTag");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: Quantity, ProofBlockTag; it matches ${n3}`, keyword: "oneOf" });
}
function reportUncleBlock(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (UncleBlock)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.number === void 0) errors.push({ path: path + ".number", message: "is required", keyword: "required" });
    if (o2.hash === void 0) errors.push({ path: path + ".hash", message: "is required", keyword: "required" });
    if (o2.parentHash === void 0) errors.push({ path: path + ".parentHash", message: "is required", keyword: "required" });
    if (o2.nonce === void 0) errors.push({ path: path + ".nonce", message: "is required", keyword: "required" });
    if (o2.sha3Uncles === void 0) errors.push({ path: path + ".sha3Uncles", message: "is required", keyword: "required" });
    if (o2.logsBloom === void 0) errors.push({ path: path + ".logsBloom", message: "is required", keyword: "required" });
    if (o2.transactionsRoot === void 0) errors.push({ path: path + ".transactionsRoot", message: "is required", keyword: "required" });
    if (o2.stateRoot === void 0) errors.push({ path: path + ".stateRoot", message: "is required", keyword: "required" });
    if (o2.receiptsRoot === void 0) errors.push({ path: path + ".receiptsRoot", message: "is required", keyword: "required" });
    if (o2.miner === void 0) errors.push({ path: path + ".miner", message: "is required", keyword: "required" });
    if (o2.extraData === void 0) errors.push({ path: path + ".extraData", message: "is required", keyword: "required" });
    if (o2.size === void 0) errors.push({ path: path + ".size", message: "is required", keyword: "required" });
    if (o2.gasLimit === void 0) errors.push({ path: path + ".gasLimit", message: "is required", keyword: "required" });
    if (o2.gasUsed === void 0) errors.push({ path: path + ".gasUsed", message: "is required", keyword: "required" });
    if (o2.timestamp === void 0) errors.push({ path: path + ".timestamp", message: "is required", keyword: "required" });
    if (o2.uncles === void 0) errors.push({ path: path + ".uncles", message: "is required", keyword: "required" });
    if (o2.mixHash === void 0) errors.push({ path: path + ".mixHash", message: "is required", keyword: "required" });
    const v3 = o2.number;
    if (v3 !== void 0) {
      const p4 = path + ".number";
      const n7 = (isQuantity(v3) ? 1 : 0) + (isJsonNull(v3) ? 1 : 0);
      if (n7 === 0) reportBest(v3, p4, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n7 > 1) errors.push({ path: p4, message: `must match exactly one of: Quantity, null; it matches ${n7}`, keyword: "oneOf" });
    }
    const v8 = o2.hash;
    if (v8 !== void 0) {
      const p9 = path + ".hash";
      const n12 = (isHash32(v8) ? 1 : 0) + (isJsonNull(v8) ? 1 : 0);
      if (n12 === 0) reportBest(v8, p9, errors, [reportHash32, reportJsonNull], "oneOf", "must match exactly one of: Hash32, null");
      else if (n12 > 1) errors.push({ path: p9, message: `must match exactly one of: Hash32, null; it matches ${n12}`, keyword: "oneOf" });
    }
    const v13 = o2.parentHash;
    if (v13 !== void 0) {
      const p14 = path + ".parentHash";
      if (!isHash32(v13)) reportHash32(v13, p14, errors);
    }
    const v17 = o2.nonce;
    if (v17 !== void 0) {
      const p18 = path + ".nonce";
      const n21 = (isBytes8(v17) ? 1 : 0) + (isJsonNull(v17) ? 1 : 0);
      if (n21 === 0) reportBest(v17, p18, errors, [reportBytes8, reportJsonNull], "oneOf", "must match exactly one of: Bytes8, null");
      else if (n21 > 1) errors.push({ path: p18, message: `must match exactly one of: Bytes8, null; it matches ${n21}`, keyword: "oneOf" });
    }
    const v22 = o2.sha3Uncles;
    if (v22 !== void 0) {
      const p23 = path + ".sha3Uncles";
      if (!isHash32(v22)) reportHash32(v22, p23, errors);
    }
    const v26 = o2.logsBloom;
    if (v26 !== void 0) {
      const p27 = path + ".logsBloom";
      const n30 = (isBloom(v26) ? 1 : 0) + (isJsonNull(v26) ? 1 : 0);
      if (n30 === 0) reportBest(v26, p27, errors, [reportBloom, reportJsonNull], "oneOf", "must match exactly one of: Bloom, null");
      else if (n30 > 1) errors.push({ path: p27, message: `must match exactly one of: Bloom, null; it matches ${n30}`, keyword: "oneOf" });
    }
    const v31 = o2.transactionsRoot;
    if (v31 !== void 0) {
      const p32 = path + ".transactionsRoot";
      if (!isHash32(v31)) reportHash32(v31, p32, errors);
    }
    const v35 = o2.stateRoot;
    if (v35 !== void 0) {
      const p36 = path + ".stateRoot";
      if (!isHash32(v35)) reportHash32(v35, p36, errors);
    }
    const v39 = o2.receiptsRoot;
    if (v39 !== void 0) {
      const p40 = path + ".receiptsRoot";
      if (!isHash32(v39)) reportHash32(v39, p40, errors);
    }
    const v43 = o2.miner;
    if (v43 !== void 0) {
      const p44 = path + ".miner";
      if (!isAddress(v43)) reportAddress(v43, p44, errors);
    }
    const v47 = o2.difficulty;
    if (v47 !== void 0) {
      const p48 = path + ".difficulty";
      if (!isQuantity(v47)) reportQuantity(v47, p48, errors);
    }
    const v51 = o2.totalDifficulty;
    if (v51 !== void 0) {
      const p52 = path + ".totalDifficulty";
      const n55 = (isQuantity(v51) ? 1 : 0) + (isJsonNull(v51) ? 1 : 0);
      if (n55 === 0) reportBest(v51, p52, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n55 > 1) errors.push({ path: p52, message: `must match exactly one of: Quantity, null; it matches ${n55}`, keyword: "oneOf" });
    }
    const v56 = o2.extraData;
    if (v56 !== void 0) {
      const p57 = path + ".extraData";
      if (!isBytes(v56)) reportBytes(v56, p57, errors);
    }
    const v60 = o2.size;
    if (v60 !== void 0) {
      const p61 = path + ".size";
      if (!isQuantity(v60)) reportQuantity(v60, p61, errors);
    }
    const v64 = o2.gasLimit;
    if (v64 !== void 0) {
      const p65 = path + ".gasLimit";
      if (!isQuantity(v64)) reportQuantity(v64, p65, errors);
    }
    const v68 = o2.gasUsed;
    if (v68 !== void 0) {
      const p69 = path + ".gasUsed";
      if (!isQuantity(v68)) reportQuantity(v68, p69, errors);
    }
    const v72 = o2.timestamp;
    if (v72 !== void 0) {
      const p73 = path + ".timestamp";
      if (!isQuantity(v72)) reportQuantity(v72, p73, errors);
    }
    const v76 = o2.uncles;
    if (v76 !== void 0) {
      const p77 = path + ".uncles";
      if (!Array.isArray(v76)) errors.push({ path: p77, message: "must be array", keyword: "type" });
      else {
        const a78 = v76;
        for (let i79 = 0; i79 < a78.length; i79++) {
          const e80 = a78[i79];
          const p81 = p77 + "[" + i79 + "]";
          if (!isHash32(e80)) reportHash32(e80, p81, errors);
        }
      }
    }
    const v85 = o2.mixHash;
    if (v85 !== void 0) {
      const p86 = path + ".mixHash";
      if (!isHash32(v85)) reportHash32(v85, p86, errors);
    }
  }
}
function reportJsonNull(v, path, errors) {
  if (v !== null) errors.push({ path, message: "must be null", keyword: "type" });
}
function reportBlock(v, path, errors) {
  {
    const v3 = v;
    if (!isUncleBlock(v3)) reportUncleBlock(v3, path, errors);
  }
  {
    const v6 = v;
    if (!(typeof v6 === "object" && v6 !== null && !Array.isArray(v6))) errors.push({ path, message: "must be object", keyword: "type" });
    else {
      const o8 = v6;
      if (o8.transactions === void 0) errors.push({ path: path + ".transactions", message: "is required", keyword: "required" });
      const v9 = o8.transactions;
      if (v9 !== void 0) {
        const p10 = path + ".transactions";
        const n13 = (isTransactionHashes(v9) ? 1 : 0) + (isFullTransactions(v9) ? 1 : 0);
        if (n13 === 0) reportBest(v9, p10, errors, [reportTransactionHashes, reportFullTransactions], "anyOf", "must match at least one of: array, array");
      }
    }
  }
}
function reportTransactionHashes(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array", keyword: "type" });
  else {
    const a1 = v;
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      const p4 = path + "[" + i2 + "]";
      if (!isHash32(e3)) reportHash32(e3, p4, errors);
    }
  }
}
function reportFullTransactions(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array", keyword: "type" });
  else {
    const a1 = v;
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      const p4 = path + "[" + i2 + "]";
      if (!isTransaction(e3)) reportTransaction(e3, p4, errors);
    }
  }
}
function reportTransaction(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (Transaction)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.blockHash === void 0) errors.push({ path: path + ".blockHash", message: "is required", keyword: "required" });
    if (o2.blockNumber === void 0) errors.push({ path: path + ".blockNumber", message: "is required", keyword: "required" });
    if (o2.from === void 0) errors.push({ path: path + ".from", message: "is required", keyword: "required" });
    if (o2.gas === void 0) errors.push({ path: path + ".gas", message: "is required", keyword: "required" });
    if (o2.gasPrice === void 0) errors.push({ path: path + ".gasPrice", message: "is required", keyword: "required" });
    if (o2.hash === void 0) errors.push({ path: path + ".hash", message: "is required", keyword: "required" });
    if (o2.input === void 0) errors.push({ path: path + ".input", message: "is required", keyword: "required" });
    if (o2.nonce === void 0) errors.push({ path: path + ".nonce", message: "is required", keyword: "required" });
    if (o2.r === void 0) errors.push({ path: path + ".r", message: "is required", keyword: "required" });
    if (o2.s === void 0) errors.push({ path: path + ".s", message: "is required", keyword: "required" });
    if (o2.to === void 0) errors.push({ path: path + ".to", message: "is required", keyword: "required" });
    if (o2.transactionIndex === void 0) errors.push({ path: path + ".transactionIndex", message: "is required", keyword: "required" });
    if (o2.type === void 0) errors.push({ path: path + ".type", message: "is required", keyword: "required" });
    if (o2.v === void 0) errors.push({ path: path + ".v", message: "is required", keyword: "required" });
    if (o2.value === void 0) errors.push({ path: path + ".value", message: "is required", keyword: "required" });
    const v3 = o2.accessList;
    if (v3 !== void 0) {
      const p4 = path + ".accessList";
      if (!isAccessList(v3)) reportAccessList(v3, p4, errors);
    }
    const v7 = o2.blockHash;
    if (v7 !== void 0) {
      const p8 = path + ".blockHash";
      const n11 = (isHash32(v7) ? 1 : 0) + (isJsonNull(v7) ? 1 : 0);
      if (n11 === 0) reportBest(v7, p8, errors, [reportHash32, reportJsonNull], "oneOf", "must match exactly one of: Hash32, null");
      else if (n11 > 1) errors.push({ path: p8, message: `must match exactly one of: Hash32, null; it matches ${n11}`, keyword: "oneOf" });
    }
    const v12 = o2.blockNumber;
    if (v12 !== void 0) {
      const p13 = path + ".blockNumber";
      const n16 = (isQuantity(v12) ? 1 : 0) + (isJsonNull(v12) ? 1 : 0);
      if (n16 === 0) reportBest(v12, p13, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n16 > 1) errors.push({ path: p13, message: `must match exactly one of: Quantity, null; it matches ${n16}`, keyword: "oneOf" });
    }
    const v17 = o2.chainId;
    if (v17 !== void 0) {
      const p18 = path + ".chainId";
      if (!isQuantity(v17)) reportQuantity(v17, p18, errors);
    }
    const v21 = o2.from;
    if (v21 !== void 0) {
      const p22 = path + ".from";
      if (!isAddress(v21)) reportAddress(v21, p22, errors);
    }
    const v25 = o2.gas;
    if (v25 !== void 0) {
      const p26 = path + ".gas";
      if (!isQuantity(v25)) reportQuantity(v25, p26, errors);
    }
    const v29 = o2.gasPrice;
    if (v29 !== void 0) {
      const p30 = path + ".gasPrice";
      if (!isQuantity(v29)) reportQuantity(v29, p30, errors);
    }
    const v33 = o2.hash;
    if (v33 !== void 0) {
      const p34 = path + ".hash";
      if (!isHash32(v33)) reportHash32(v33, p34, errors);
    }
    const v37 = o2.input;
    if (v37 !== void 0) {
      const p38 = path + ".input";
      if (!isBytes(v37)) reportBytes(v37, p38, errors);
    }
    const v41 = o2.maxPriorityFeePerGas;
    if (v41 !== void 0) {
      const p42 = path + ".maxPriorityFeePerGas";
      if (!isQuantity(v41)) reportQuantity(v41, p42, errors);
    }
    const v45 = o2.maxFeePerGas;
    if (v45 !== void 0) {
      const p46 = path + ".maxFeePerGas";
      if (!isQuantity(v45)) reportQuantity(v45, p46, errors);
    }
    const v49 = o2.nonce;
    if (v49 !== void 0) {
      const p50 = path + ".nonce";
      if (!isQuantity(v49)) reportQuantity(v49, p50, errors);
    }
    const v53 = o2.r;
    if (v53 !== void 0) {
      const p54 = path + ".r";
      if (!isUint256(v53)) reportUint256(v53, p54, errors);
    }
    const v57 = o2.s;
    if (v57 !== void 0) {
      const p58 = path + ".s";
      if (!isUint256(v57)) reportUint256(v57, p58, errors);
    }
    const v61 = o2.to;
    if (v61 !== void 0) {
      const p62 = path + ".to";
      const n65 = (isAddress(v61) ? 1 : 0) + (isJsonNull(v61) ? 1 : 0);
      if (n65 === 0) reportBest(v61, p62, errors, [reportAddress, reportJsonNull], "oneOf", "must match exactly one of: Address, null");
      else if (n65 > 1) errors.push({ path: p62, message: `must match exactly one of: Address, null; it matches ${n65}`, keyword: "oneOf" });
    }
    const v66 = o2.transactionIndex;
    if (v66 !== void 0) {
      const p67 = path + ".transactionIndex";
      const n70 = (isQuantity(v66) ? 1 : 0) + (isJsonNull(v66) ? 1 : 0);
      if (n70 === 0) reportBest(v66, p67, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n70 > 1) errors.push({ path: p67, message: `must match exactly one of: Quantity, null; it matches ${n70}`, keyword: "oneOf" });
    }
    const v71 = o2.type;
    if (v71 !== void 0) {
      const p72 = path + ".type";
      if (!isQuantity(v71)) reportQuantity(v71, p72, errors);
    }
    const v75 = o2.v;
    if (v75 !== void 0) {
      const p76 = path + ".v";
      if (!isQuantity(v75)) reportQuantity(v75, p76, errors);
    }
    const v79 = o2.value;
    if (v79 !== void 0) {
      const p80 = path + ".value";
      if (!isQuantity(v79)) reportQuantity(v79, p80, errors);
    }
  }
}
function reportAccessList(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array (AccessList)", keyword: "type" });
  else {
    const a1 = v;
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      const p4 = path + "[" + i2 + "]";
      if (!isAccessListEntry(e3)) reportAccessListEntry(e3, p4, errors);
    }
  }
}
function reportAccessListEntry(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (AccessListEntry)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.address === void 0) errors.push({ path: path + ".address", message: "is required", keyword: "required" });
    if (o2.storageKeys === void 0) errors.push({ path: path + ".storageKeys", message: "is required", keyword: "required" });
    const v3 = o2.address;
    if (v3 !== void 0) {
      const p4 = path + ".address";
      if (!isAddress(v3)) reportAddress(v3, p4, errors);
    }
    const v7 = o2.storageKeys;
    if (v7 !== void 0) {
      const p8 = path + ".storageKeys";
      if (!Array.isArray(v7)) errors.push({ path: p8, message: "must be array", keyword: "type" });
      else {
        const a9 = v7;
        for (let i10 = 0; i10 < a9.length; i10++) {
          const e11 = a9[i10];
          const p12 = p8 + "[" + i10 + "]";
          if (!isHash32(e11)) reportHash32(e11, p12, errors);
        }
      }
    }
  }
}
function reportBlockHeader(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (BlockHeader)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.number === void 0) errors.push({ path: path + ".number", message: "is required", keyword: "required" });
    if (o2.hash === void 0) errors.push({ path: path + ".hash", message: "is required", keyword: "required" });
    if (o2.parentHash === void 0) errors.push({ path: path + ".parentHash", message: "is required", keyword: "required" });
    if (o2.nonce === void 0) errors.push({ path: path + ".nonce", message: "is required", keyword: "required" });
    if (o2.sha3Uncles === void 0) errors.push({ path: path + ".sha3Uncles", message: "is required", keyword: "required" });
    if (o2.logsBloom === void 0) errors.push({ path: path + ".logsBloom", message: "is required", keyword: "required" });
    if (o2.transactionsRoot === void 0) errors.push({ path: path + ".transactionsRoot", message: "is required", keyword: "required" });
    if (o2.stateRoot === void 0) errors.push({ path: path + ".stateRoot", message: "is required", keyword: "required" });
    if (o2.receiptsRoot === void 0) errors.push({ path: path + ".receiptsRoot", message: "is required", keyword: "required" });
    if (o2.miner === void 0) errors.push({ path: path + ".miner", message: "is required", keyword: "required" });
    if (o2.extraData === void 0) errors.push({ path: path + ".extraData", message: "is required", keyword: "required" });
    if (o2.gasLimit === void 0) errors.push({ path: path + ".gasLimit", message: "is required", keyword: "required" });
    if (o2.gasUsed === void 0) errors.push({ path: path + ".gasUsed", message: "is required", keyword: "required" });
    if (o2.timestamp === void 0) errors.push({ path: path + ".timestamp", message: "is required", keyword: "required" });
    if (o2.mixHash === void 0) errors.push({ path: path + ".mixHash", message: "is required", keyword: "required" });
    const v3 = o2.number;
    if (v3 !== void 0) {
      const p4 = path + ".number";
      const n7 = (isQuantity(v3) ? 1 : 0) + (isJsonNull(v3) ? 1 : 0);
      if (n7 === 0) reportBest(v3, p4, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n7 > 1) errors.push({ path: p4, message: `must match exactly one of: Quantity, null; it matches ${n7}`, keyword: "oneOf" });
    }
    const v8 = o2.hash;
    if (v8 !== void 0) {
      const p9 = path + ".hash";
      const n12 = (isHash32(v8) ? 1 : 0) + (isJsonNull(v8) ? 1 : 0);
      if (n12 === 0) reportBest(v8, p9, errors, [reportHash32, reportJsonNull], "oneOf", "must match exactly one of: Hash32, null");
      else if (n12 > 1) errors.push({ path: p9, message: `must match exactly one of: Hash32, null; it matches ${n12}`, keyword: "oneOf" });
    }
    const v13 = o2.parentHash;
    if (v13 !== void 0) {
      const p14 = path + ".parentHash";
      if (!isHash32(v13)) reportHash32(v13, p14, errors);
    }
    const v17 = o2.nonce;
    if (v17 !== void 0) {
      const p18 = path + ".nonce";
      const n21 = (isBytes8(v17) ? 1 : 0) + (isJsonNull(v17) ? 1 : 0);
      if (n21 === 0) reportBest(v17, p18, errors, [reportBytes8, reportJsonNull], "oneOf", "must match exactly one of: Bytes8, null");
      else if (n21 > 1) errors.push({ path: p18, message: `must match exactly one of: Bytes8, null; it matches ${n21}`, keyword: "oneOf" });
    }
    const v22 = o2.sha3Uncles;
    if (v22 !== void 0) {
      const p23 = path + ".sha3Uncles";
      if (!isHash32(v22)) reportHash32(v22, p23, errors);
    }
    const v26 = o2.logsBloom;
    if (v26 !== void 0) {
      const p27 = path + ".logsBloom";
      const n30 = (isBloom(v26) ? 1 : 0) + (isJsonNull(v26) ? 1 : 0);
      if (n30 === 0) reportBest(v26, p27, errors, [reportBloom, reportJsonNull], "oneOf", "must match exactly one of: Bloom, null");
      else if (n30 > 1) errors.push({ path: p27, message: `must match exactly one of: Bloom, null; it matches ${n30}`, keyword: "oneOf" });
    }
    const v31 = o2.transactionsRoot;
    if (v31 !== void 0) {
      const p32 = path + ".transactionsRoot";
      if (!isHash32(v31)) reportHash32(v31, p32, errors);
    }
    const v35 = o2.stateRoot;
    if (v35 !== void 0) {
      const p36 = path + ".stateRoot";
      if (!isHash32(v35)) reportHash32(v35, p36, errors);
    }
    const v39 = o2.receiptsRoot;
    if (v39 !== void 0) {
      const p40 = path + ".receiptsRoot";
      if (!isHash32(v39)) reportHash32(v39, p40, errors);
    }
    const v43 = o2.miner;
    if (v43 !== void 0) {
      const p44 = path + ".miner";
      if (!isAddress(v43)) reportAddress(v43, p44, errors);
    }
    const v47 = o2.difficulty;
    if (v47 !== void 0) {
      const p48 = path + ".difficulty";
      if (!isQuantity(v47)) reportQuantity(v47, p48, errors);
    }
    const v51 = o2.totalDifficulty;
    if (v51 !== void 0) {
      const p52 = path + ".totalDifficulty";
      const n55 = (isQuantity(v51) ? 1 : 0) + (isJsonNull(v51) ? 1 : 0);
      if (n55 === 0) reportBest(v51, p52, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n55 > 1) errors.push({ path: p52, message: `must match exactly one of: Quantity, null; it matches ${n55}`, keyword: "oneOf" });
    }
    const v56 = o2.extraData;
    if (v56 !== void 0) {
      const p57 = path + ".extraData";
      if (!isBytes(v56)) reportBytes(v56, p57, errors);
    }
    const v60 = o2.size;
    if (v60 !== void 0) {
      const p61 = path + ".size";
      if (!isQuantity(v60)) reportQuantity(v60, p61, errors);
    }
    const v64 = o2.gasLimit;
    if (v64 !== void 0) {
      const p65 = path + ".gasLimit";
      if (!isQuantity(v64)) reportQuantity(v64, p65, errors);
    }
    const v68 = o2.gasUsed;
    if (v68 !== void 0) {
      const p69 = path + ".gasUsed";
      if (!isQuantity(v68)) reportQuantity(v68, p69, errors);
    }
    const v72 = o2.timestamp;
    if (v72 !== void 0) {
      const p73 = path + ".timestamp";
      if (!isQuantity(v72)) reportQuantity(v72, p73, errors);
    }
    const v76 = o2.uncles;
    if (v76 !== void 0) {
      const p77 = path + ".uncles";
      if (!Array.isArray(v76)) errors.push({ path: p77, message: "must be array", keyword: "type" });
      else {
        const a78 = v76;
        for (let i79 = 0; i79 < a78.length; i79++) {
          const e80 = a78[i79];
          const p81 = p77 + "[" + i79 + "]";
          if (!isHash32(e80)) reportHash32(e80, p81, errors);
        }
      }
    }
    const v85 = o2.mixHash;
    if (v85 !== void 0) {
      const p86 = path + ".mixHash";
      if (!isHash32(v85)) reportHash32(v85, p86, errors);
    }
  }
}
function reportReceiptStatus(v, path, errors) {
  if (!(v === "0x0" || v === "0x1")) errors.push({ path, message: 'must be one of "0x0", "0x1" (ReceiptStatus)', keyword: "enum" });
  if (typeof v !== "string") errors.push({ path, message: "must be string (ReceiptStatus)", keyword: "type" });
}
function reportTransactionReceipt(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TransactionReceipt)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.blockHash === void 0) errors.push({ path: path + ".blockHash", message: "is required", keyword: "required" });
    if (o2.blockNumber === void 0) errors.push({ path: path + ".blockNumber", message: "is required", keyword: "required" });
    if (o2.contractAddress === void 0) errors.push({ path: path + ".contractAddress", message: "is required", keyword: "required" });
    if (o2.cumulativeGasUsed === void 0) errors.push({ path: path + ".cumulativeGasUsed", message: "is required", keyword: "required" });
    if (o2.effectiveGasPrice === void 0) errors.push({ path: path + ".effectiveGasPrice", message: "is required", keyword: "required" });
    if (o2.from === void 0) errors.push({ path: path + ".from", message: "is required", keyword: "required" });
    if (o2.gasUsed === void 0) errors.push({ path: path + ".gasUsed", message: "is required", keyword: "required" });
    if (o2.logs === void 0) errors.push({ path: path + ".logs", message: "is required", keyword: "required" });
    if (o2.logsBloom === void 0) errors.push({ path: path + ".logsBloom", message: "is required", keyword: "required" });
    if (o2.to === void 0) errors.push({ path: path + ".to", message: "is required", keyword: "required" });
    if (o2.transactionHash === void 0) errors.push({ path: path + ".transactionHash", message: "is required", keyword: "required" });
    if (o2.transactionIndex === void 0) errors.push({ path: path + ".transactionIndex", message: "is required", keyword: "required" });
    if (o2.type === void 0) errors.push({ path: path + ".type", message: "is required", keyword: "required" });
    const v3 = o2.blockHash;
    if (v3 !== void 0) {
      const p4 = path + ".blockHash";
      if (!isHash32(v3)) reportHash32(v3, p4, errors);
    }
    const v7 = o2.blockNumber;
    if (v7 !== void 0) {
      const p8 = path + ".blockNumber";
      if (!isQuantity(v7)) reportQuantity(v7, p8, errors);
    }
    const v11 = o2.contractAddress;
    if (v11 !== void 0) {
      const p12 = path + ".contractAddress";
      const n15 = (isAddress(v11) ? 1 : 0) + (isJsonNull(v11) ? 1 : 0);
      if (n15 === 0) reportBest(v11, p12, errors, [reportAddress, reportJsonNull], "oneOf", "must match exactly one of: Address, null");
      else if (n15 > 1) errors.push({ path: p12, message: `must match exactly one of: Address, null; it matches ${n15}`, keyword: "oneOf" });
    }
    const v16 = o2.cumulativeGasUsed;
    if (v16 !== void 0) {
      const p17 = path + ".cumulativeGasUsed";
      if (!isQuantity(v16)) reportQuantity(v16, p17, errors);
    }
    const v20 = o2.effectiveGasPrice;
    if (v20 !== void 0) {
      const p21 = path + ".effectiveGasPrice";
      if (!isQuantity(v20)) reportQuantity(v20, p21, errors);
    }
    const v24 = o2.from;
    if (v24 !== void 0) {
      const p25 = path + ".from";
      if (!isAddress(v24)) reportAddress(v24, p25, errors);
    }
    const v28 = o2.gasUsed;
    if (v28 !== void 0) {
      const p29 = path + ".gasUsed";
      if (!isQuantity(v28)) reportQuantity(v28, p29, errors);
    }
    const v32 = o2.logs;
    if (v32 !== void 0) {
      const p33 = path + ".logs";
      if (!Array.isArray(v32)) errors.push({ path: p33, message: "must be array", keyword: "type" });
      else {
        const a34 = v32;
        for (let i35 = 0; i35 < a34.length; i35++) {
          const e36 = a34[i35];
          const p37 = p33 + "[" + i35 + "]";
          if (!isLog(e36)) reportLog(e36, p37, errors);
        }
      }
    }
    const v41 = o2.logsBloom;
    if (v41 !== void 0) {
      const p42 = path + ".logsBloom";
      if (!isBloom(v41)) reportBloom(v41, p42, errors);
    }
    const v45 = o2.root;
    if (v45 !== void 0) {
      const p46 = path + ".root";
      if (!isHash32(v45)) reportHash32(v45, p46, errors);
    }
    const v49 = o2.status;
    if (v49 !== void 0) {
      const p50 = path + ".status";
      if (!isReceiptStatus(v49)) reportReceiptStatus(v49, p50, errors);
    }
    const v53 = o2.to;
    if (v53 !== void 0) {
      const p54 = path + ".to";
      const n57 = (isAddress(v53) ? 1 : 0) + (isJsonNull(v53) ? 1 : 0);
      if (n57 === 0) reportBest(v53, p54, errors, [reportAddress, reportJsonNull], "oneOf", "must match exactly one of: Address, null");
      else if (n57 > 1) errors.push({ path: p54, message: `must match exactly one of: Address, null; it matches ${n57}`, keyword: "oneOf" });
    }
    const v58 = o2.transactionHash;
    if (v58 !== void 0) {
      const p59 = path + ".transactionHash";
      if (!isHash32(v58)) reportHash32(v58, p59, errors);
    }
    const v62 = o2.transactionIndex;
    if (v62 !== void 0) {
      const p63 = path + ".transactionIndex";
      if (!isQuantity(v62)) reportQuantity(v62, p63, errors);
    }
    const v66 = o2.type;
    if (v66 !== void 0) {
      const p67 = path + ".type";
      if (!isQuantity(v66)) reportQuantity(v66, p67, errors);
    }
    const n70 = (isPostByzantiumReceiptStatus(v) ? 1 : 0) + (isPreByzantiumReceiptRoot(v) ? 1 : 0);
    if (n70 === 0) reportBest(v, path, errors, [reportPostByzantiumReceiptStatus, reportPreByzantiumReceiptRoot], "oneOf", "must match exactly one of: an object with status, an object with root");
    else if (n70 > 1) errors.push({ path, message: `must match exactly one of: an object with status, an object with root; it matches ${n70}`, keyword: "oneOf" });
  }
}
function reportLog(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (Log)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.removed === void 0) errors.push({ path: path + ".removed", message: "is required", keyword: "required" });
    if (o2.logIndex === void 0) errors.push({ path: path + ".logIndex", message: "is required", keyword: "required" });
    if (o2.transactionIndex === void 0) errors.push({ path: path + ".transactionIndex", message: "is required", keyword: "required" });
    if (o2.transactionHash === void 0) errors.push({ path: path + ".transactionHash", message: "is required", keyword: "required" });
    if (o2.blockHash === void 0) errors.push({ path: path + ".blockHash", message: "is required", keyword: "required" });
    if (o2.blockNumber === void 0) errors.push({ path: path + ".blockNumber", message: "is required", keyword: "required" });
    if (o2.address === void 0) errors.push({ path: path + ".address", message: "is required", keyword: "required" });
    if (o2.data === void 0) errors.push({ path: path + ".data", message: "is required", keyword: "required" });
    if (o2.topics === void 0) errors.push({ path: path + ".topics", message: "is required", keyword: "required" });
    const v3 = o2.removed;
    if (v3 !== void 0) {
      const p4 = path + ".removed";
      if (typeof v3 !== "boolean") errors.push({ path: p4, message: "must be boolean", keyword: "type" });
    }
    const v7 = o2.logIndex;
    if (v7 !== void 0) {
      const p8 = path + ".logIndex";
      const n11 = (isQuantity(v7) ? 1 : 0) + (isJsonNull(v7) ? 1 : 0);
      if (n11 === 0) reportBest(v7, p8, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n11 > 1) errors.push({ path: p8, message: `must match exactly one of: Quantity, null; it matches ${n11}`, keyword: "oneOf" });
    }
    const v12 = o2.transactionIndex;
    if (v12 !== void 0) {
      const p13 = path + ".transactionIndex";
      const n16 = (isQuantity(v12) ? 1 : 0) + (isJsonNull(v12) ? 1 : 0);
      if (n16 === 0) reportBest(v12, p13, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n16 > 1) errors.push({ path: p13, message: `must match exactly one of: Quantity, null; it matches ${n16}`, keyword: "oneOf" });
    }
    const v17 = o2.transactionHash;
    if (v17 !== void 0) {
      const p18 = path + ".transactionHash";
      const n21 = (isHash32(v17) ? 1 : 0) + (isJsonNull(v17) ? 1 : 0);
      if (n21 === 0) reportBest(v17, p18, errors, [reportHash32, reportJsonNull], "oneOf", "must match exactly one of: Hash32, null");
      else if (n21 > 1) errors.push({ path: p18, message: `must match exactly one of: Hash32, null; it matches ${n21}`, keyword: "oneOf" });
    }
    const v22 = o2.blockHash;
    if (v22 !== void 0) {
      const p23 = path + ".blockHash";
      const n26 = (isHash32(v22) ? 1 : 0) + (isJsonNull(v22) ? 1 : 0);
      if (n26 === 0) reportBest(v22, p23, errors, [reportHash32, reportJsonNull], "oneOf", "must match exactly one of: Hash32, null");
      else if (n26 > 1) errors.push({ path: p23, message: `must match exactly one of: Hash32, null; it matches ${n26}`, keyword: "oneOf" });
    }
    const v27 = o2.blockNumber;
    if (v27 !== void 0) {
      const p28 = path + ".blockNumber";
      const n31 = (isQuantity(v27) ? 1 : 0) + (isJsonNull(v27) ? 1 : 0);
      if (n31 === 0) reportBest(v27, p28, errors, [reportQuantity, reportJsonNull], "oneOf", "must match exactly one of: Quantity, null");
      else if (n31 > 1) errors.push({ path: p28, message: `must match exactly one of: Quantity, null; it matches ${n31}`, keyword: "oneOf" });
    }
    const v32 = o2.address;
    if (v32 !== void 0) {
      const p33 = path + ".address";
      if (!isAddress(v32)) reportAddress(v32, p33, errors);
    }
    const v36 = o2.data;
    if (v36 !== void 0) {
      const p37 = path + ".data";
      if (!isBytes(v36)) reportBytes(v36, p37, errors);
    }
    const v40 = o2.topics;
    if (v40 !== void 0) {
      const p41 = path + ".topics";
      if (!Array.isArray(v40)) errors.push({ path: p41, message: "must be array", keyword: "type" });
      else {
        const a42 = v40;
        if (a42.length > 4) errors.push({ path: p41, message: "must have at most 4 items", keyword: "maxItems" });
        for (let i43 = 0; i43 < a42.length; i43++) {
          const e44 = a42[i43];
          const p45 = p41 + "[" + i43 + "]";
          if (!isHash32(e44)) reportHash32(e44, p45, errors);
        }
      }
    }
  }
}
function reportPostByzantiumReceiptStatus(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.status === void 0) errors.push({ path: path + ".status", message: "is required", keyword: "required" });
  }
  if (isPostByzantiumReceiptStatusNot(v)) errors.push({ path, message: "must not be an object with root", keyword: "not" });
}
function reportPostByzantiumReceiptStatusNot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.root === void 0) errors.push({ path: path + ".root", message: "is required", keyword: "required" });
  }
}
function reportPreByzantiumReceiptRoot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.root === void 0) errors.push({ path: path + ".root", message: "is required", keyword: "required" });
  }
  if (isPreByzantiumReceiptRootNot(v)) errors.push({ path, message: "must not be an object with status", keyword: "not" });
}
function reportPreByzantiumReceiptRootNot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.status === void 0) errors.push({ path: path + ".status", message: "is required", keyword: "required" });
  }
}
function reportFilter(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (Filter)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.address;
    if (v3 !== void 0) {
      const p4 = path + ".address";
      const n7 = (isAddress(v3) ? 1 : 0) + (isFilterAddressOption2(v3) ? 1 : 0);
      if (n7 === 0) reportBest(v3, p4, errors, [reportAddress, reportFilterAddressOption2], "oneOf", "must match exactly one of: Address, array");
      else if (n7 > 1) errors.push({ path: p4, message: `must match exactly one of: Address, array; it matches ${n7}`, keyword: "oneOf" });
    }
    const v8 = o2.fromBlock;
    if (v8 !== void 0) {
      const p9 = path + ".fromBlock";
      if (!isBlockNumberOrTag(v8)) reportBlockNumberOrTag(v8, p9, errors);
    }
    const v12 = o2.toBlock;
    if (v12 !== void 0) {
      const p13 = path + ".toBlock";
      if (!isBlockNumberOrTag(v12)) reportBlockNumberOrTag(v12, p13, errors);
    }
    const v16 = o2.topics;
    if (v16 !== void 0) {
      const p17 = path + ".topics";
      if (!Array.isArray(v16)) errors.push({ path: p17, message: "must be array", keyword: "type" });
      else {
        const a18 = v16;
        for (let i19 = 0; i19 < a18.length; i19++) {
          const e20 = a18[i19];
          const p21 = p17 + "[" + i19 + "]";
          if (!isFilterTopic(e20)) reportFilterTopic(e20, p21, errors);
        }
      }
    }
    const v25 = o2.blockHash;
    if (v25 !== void 0) {
      const p26 = path + ".blockHash";
      if (!isHash32(v25)) reportHash32(v25, p26, errors);
    }
    if (isFilterNot(v)) errors.push({ path, message: "must not be an object with blockHash and fromBlock or an object with blockHash and toBlock", keyword: "not" });
  }
}
function reportFilterAddressOption2(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array", keyword: "type" });
  else {
    const a1 = v;
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      const p4 = path + "[" + i2 + "]";
      if (!isAddress(e3)) reportAddress(e3, p4, errors);
    }
  }
}
function reportFilterTopic(v, path, errors) {
  const n3 = (isHash32(v) ? 1 : 0) + (isJsonNull(v) ? 1 : 0) + (isTransactionHashes(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportHash32, reportJsonNull, reportTransactionHashes], "oneOf", "must match exactly one of: Hash32, null, array");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: Hash32, null, array; it matches ${n3}`, keyword: "oneOf" });
}
function reportFilterNot(v, path, errors) {
  const n3 = (isFilterNotOption1(v) ? 1 : 0) + (isFilterNotOption2(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportFilterNotOption1, reportFilterNotOption2], "anyOf", "must match at least one of: an object with blockHash and fromBlock, an object with blockHash and toBlock");
}
function reportFilterNotOption1(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.blockHash === void 0) errors.push({ path: path + ".blockHash", message: "is required", keyword: "required" });
    if (o2.fromBlock === void 0) errors.push({ path: path + ".fromBlock", message: "is required", keyword: "required" });
  }
}
function reportFilterNotOption2(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.blockHash === void 0) errors.push({ path: path + ".blockHash", message: "is required", keyword: "required" });
    if (o2.toBlock === void 0) errors.push({ path: path + ".toBlock", message: "is required", keyword: "required" });
  }
}
function reportSubscriptionId(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (SubscriptionId)", keyword: "type" });
  else {
    if (codePointLength(v) < 1) errors.push({ path, message: "must have at least 1 characters (SubscriptionId)", keyword: "minLength" });
    if (codePointLength(v) > 128) errors.push({ path, message: "must have at most 128 characters (SubscriptionId)", keyword: "maxLength" });
  }
}
function reportLogSubscriptionFilter(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (LogSubscriptionFilter)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.address;
    if (v3 !== void 0) {
      const p4 = path + ".address";
      const n7 = (isAddress(v3) ? 1 : 0) + (isFilterAddressOption2(v3) ? 1 : 0);
      if (n7 === 0) reportBest(v3, p4, errors, [reportAddress, reportFilterAddressOption2], "oneOf", "must match exactly one of: Address, array");
      else if (n7 > 1) errors.push({ path: p4, message: `must match exactly one of: Address, array; it matches ${n7}`, keyword: "oneOf" });
    }
    const v8 = o2.topics;
    if (v8 !== void 0) {
      const p9 = path + ".topics";
      if (!Array.isArray(v8)) errors.push({ path: p9, message: "must be array", keyword: "type" });
      else {
        const a10 = v8;
        for (let i11 = 0; i11 < a10.length; i11++) {
          const e12 = a10[i11];
          const p13 = p9 + "[" + i11 + "]";
          if (!isFilterTopic(e12)) reportFilterTopic(e12, p13, errors);
        }
      }
    }
    if (isLogSubscriptionFilterNot(v)) errors.push({ path, message: "must not be an object with fromBlock or an object with toBlock or an object with blockHash", keyword: "not" });
  }
}
function reportLogSubscriptionFilterNot(v, path, errors) {
  const n3 = (isLogSubscriptionFilterNotOption1(v) ? 1 : 0) + (isLogSubscriptionFilterNotOption2(v) ? 1 : 0) + (isLogSubscriptionFilterNotOption3(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportLogSubscriptionFilterNotOption1, reportLogSubscriptionFilterNotOption2, reportLogSubscriptionFilterNotOption3], "anyOf", "must match at least one of: an object with fromBlock, an object with toBlock, an object with blockHash");
}
function reportLogSubscriptionFilterNotOption1(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.fromBlock === void 0) errors.push({ path: path + ".fromBlock", message: "is required", keyword: "required" });
  }
}
function reportLogSubscriptionFilterNotOption2(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.toBlock === void 0) errors.push({ path: path + ".toBlock", message: "is required", keyword: "required" });
  }
}
function reportLogSubscriptionFilterNotOption3(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.blockHash === void 0) errors.push({ path: path + ".blockHash", message: "is required", keyword: "required" });
  }
}
function reportTransactionReceiptsFilter(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TransactionReceiptsFilter)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.transactionHashes;
    if (v3 !== void 0) {
      const p4 = path + ".transactionHashes";
      if (!Array.isArray(v3)) errors.push({ path: p4, message: "must be array", keyword: "type" });
      else {
        const a5 = v3;
        for (let i6 = 0; i6 < a5.length; i6++) {
          const e7 = a5[i6];
          const p8 = p4 + "[" + i6 + "]";
          if (!isHash32(e7)) reportHash32(e7, p8, errors);
        }
      }
    }
  }
}
function reportCallObject(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (CallObject)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.from;
    if (v3 !== void 0) {
      const p4 = path + ".from";
      if (!isAddress(v3)) reportAddress(v3, p4, errors);
    }
    const v7 = o2.to;
    if (v7 !== void 0) {
      const p8 = path + ".to";
      if (!isAddress(v7)) reportAddress(v7, p8, errors);
    }
    const v11 = o2.gas;
    if (v11 !== void 0) {
      const p12 = path + ".gas";
      if (!isQuantity(v11)) reportQuantity(v11, p12, errors);
    }
    const v15 = o2.gasPrice;
    if (v15 !== void 0) {
      const p16 = path + ".gasPrice";
      if (!isQuantity(v15)) reportQuantity(v15, p16, errors);
    }
    const v19 = o2.maxPriorityFeePerGas;
    if (v19 !== void 0) {
      const p20 = path + ".maxPriorityFeePerGas";
      if (!isQuantity(v19)) reportQuantity(v19, p20, errors);
    }
    const v23 = o2.maxFeePerGas;
    if (v23 !== void 0) {
      const p24 = path + ".maxFeePerGas";
      if (!isQuantity(v23)) reportQuantity(v23, p24, errors);
    }
    const v27 = o2.value;
    if (v27 !== void 0) {
      const p28 = path + ".value";
      if (!isQuantity(v27)) reportQuantity(v27, p28, errors);
    }
    const v31 = o2.data;
    if (v31 !== void 0) {
      const p32 = path + ".data";
      if (!isBytes(v31)) reportBytes(v31, p32, errors);
    }
  }
}
function reportEthCallObject(v, path, errors) {
  {
    const v3 = v;
    if (!isCallObject(v3)) reportCallObject(v3, path, errors);
  }
}
function reportStateOverride(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (StateOverride)", keyword: "type" });
  else {
    const o2 = v;
    for (const k3 in o2) {
      const v4 = o2[k3];
      const p5 = path + pathKey(k3);
      if (true) {
        if (!isAccountOverride(v4)) reportAccountOverride(v4, p5, errors);
      }
    }
    if (Object.keys(o2).length > 64) errors.push({ path, message: "must have at most 64 properties", keyword: "maxProperties" });
    for (const k9 in o2) {
      if (!isAddress(k9)) {
        const found10 = [];
        reportAddress(k9, path, found10);
        errors.push({ path: path + pathKey(k9), message: "is not an allowed property name: " + found10.map((e) => e.message).join("; "), keyword: "propertyNames" });
      }
    }
  }
}
function reportAccountOverride(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (AccountOverride)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.balance;
    if (v3 !== void 0) {
      const p4 = path + ".balance";
      if (!isQuantity(v3)) reportQuantity(v3, p4, errors);
    }
    const v7 = o2.nonce;
    if (v7 !== void 0) {
      const p8 = path + ".nonce";
      if (!isQuantity(v7)) reportQuantity(v7, p8, errors);
    }
    const v11 = o2.code;
    if (v11 !== void 0) {
      const p12 = path + ".code";
      if (!isBytes(v11)) reportBytes(v11, p12, errors);
    }
    const v15 = o2.state;
    if (v15 !== void 0) {
      const p16 = path + ".state";
      if (!isStorageOverride(v15)) reportStorageOverride(v15, p16, errors);
    }
    const v19 = o2.stateDiff;
    if (v19 !== void 0) {
      const p20 = path + ".stateDiff";
      if (!isStorageOverride(v19)) reportStorageOverride(v19, p20, errors);
    }
    if (isAccountOverrideNot(v)) errors.push({ path, message: "must not be an object with state and stateDiff", keyword: "not" });
  }
}
function reportStorageOverride(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (StorageOverride)", keyword: "type" });
  else {
    const o2 = v;
    for (const k3 in o2) {
      const v4 = o2[k3];
      const p5 = path + pathKey(k3);
      if (true) {
        if (!isHash32(v4)) reportHash32(v4, p5, errors);
      }
    }
    if (Object.keys(o2).length > 256) errors.push({ path, message: "must have at most 256 properties", keyword: "maxProperties" });
    for (const k9 in o2) {
      if (!isHash32(k9)) {
        const found10 = [];
        reportHash32(k9, path, found10);
        errors.push({ path: path + pathKey(k9), message: "is not an allowed property name: " + found10.map((e) => e.message).join("; "), keyword: "propertyNames" });
      }
    }
  }
}
function reportAccountOverrideNot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.state === void 0) errors.push({ path: path + ".state", message: "is required", keyword: "required" });
    if (o2.stateDiff === void 0) errors.push({ path: path + ".stateDiff", message: "is required", keyword: "required" });
  }
}
function reportStorageProof(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (StorageProof)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.key === void 0) errors.push({ path: path + ".key", message: "is required", keyword: "required" });
    if (o2.value === void 0) errors.push({ path: path + ".value", message: "is required", keyword: "required" });
    if (o2.proof === void 0) errors.push({ path: path + ".proof", message: "is required", keyword: "required" });
    const v3 = o2.key;
    if (v3 !== void 0) {
      const p4 = path + ".key";
      if (!isStorageSlot(v3)) reportStorageSlot(v3, p4, errors);
    }
    const v7 = o2.value;
    if (v7 !== void 0) {
      const p8 = path + ".value";
      if (!isQuantity(v7)) reportQuantity(v7, p8, errors);
    }
    const v11 = o2.proof;
    if (v11 !== void 0) {
      const p12 = path + ".proof";
      if (!Array.isArray(v11)) errors.push({ path: p12, message: "must be array", keyword: "type" });
      else {
        const a13 = v11;
        for (let i14 = 0; i14 < a13.length; i14++) {
          const e15 = a13[i14];
          const p16 = p12 + "[" + i14 + "]";
          if (!isBytes(e15)) reportBytes(e15, p16, errors);
        }
      }
    }
  }
}
function reportAccountProof(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (AccountProof)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.address === void 0) errors.push({ path: path + ".address", message: "is required", keyword: "required" });
    if (o2.balance === void 0) errors.push({ path: path + ".balance", message: "is required", keyword: "required" });
    if (o2.codeHash === void 0) errors.push({ path: path + ".codeHash", message: "is required", keyword: "required" });
    if (o2.nonce === void 0) errors.push({ path: path + ".nonce", message: "is required", keyword: "required" });
    if (o2.storageHash === void 0) errors.push({ path: path + ".storageHash", message: "is required", keyword: "required" });
    if (o2.accountProof === void 0) errors.push({ path: path + ".accountProof", message: "is required", keyword: "required" });
    if (o2.storageProof === void 0) errors.push({ path: path + ".storageProof", message: "is required", keyword: "required" });
    const v3 = o2.address;
    if (v3 !== void 0) {
      const p4 = path + ".address";
      if (!isAddress(v3)) reportAddress(v3, p4, errors);
    }
    const v7 = o2.balance;
    if (v7 !== void 0) {
      const p8 = path + ".balance";
      if (!isQuantity(v7)) reportQuantity(v7, p8, errors);
    }
    const v11 = o2.codeHash;
    if (v11 !== void 0) {
      const p12 = path + ".codeHash";
      if (!isHash32(v11)) reportHash32(v11, p12, errors);
    }
    const v15 = o2.nonce;
    if (v15 !== void 0) {
      const p16 = path + ".nonce";
      if (!isQuantity(v15)) reportQuantity(v15, p16, errors);
    }
    const v19 = o2.storageHash;
    if (v19 !== void 0) {
      const p20 = path + ".storageHash";
      if (!isHash32(v19)) reportHash32(v19, p20, errors);
    }
    const v23 = o2.accountProof;
    if (v23 !== void 0) {
      const p24 = path + ".accountProof";
      if (!Array.isArray(v23)) errors.push({ path: p24, message: "must be array", keyword: "type" });
      else {
        const a25 = v23;
        for (let i26 = 0; i26 < a25.length; i26++) {
          const e27 = a25[i26];
          const p28 = p24 + "[" + i26 + "]";
          if (!isBytes(e27)) reportBytes(e27, p28, errors);
        }
      }
    }
    const v32 = o2.storageProof;
    if (v32 !== void 0) {
      const p33 = path + ".storageProof";
      if (!Array.isArray(v32)) errors.push({ path: p33, message: "must be array", keyword: "type" });
      else {
        const a34 = v32;
        for (let i35 = 0; i35 < a34.length; i35++) {
          const e36 = a34[i35];
          const p37 = p33 + "[" + i35 + "]";
          if (!isStorageProof(e36)) reportStorageProof(e36, p37, errors);
        }
      }
    }
  }
}
function reportBase58String(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Base58String)", keyword: "type" });
  else {
    if (!base58StringMatches(v)) errors.push({ path, message: "must match pattern ^[1-9A-HJ-NP-Za-km-z]+$ (Base58String)", keyword: "pattern" });
  }
}
function reportPubkey(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Pubkey)", keyword: "type" });
  else {
    if (!base58StringMatches(v)) errors.push({ path, message: "must match pattern ^[1-9A-HJ-NP-Za-km-z]+$ (Pubkey)", keyword: "pattern" });
    if (codePointLength(v) < 32) errors.push({ path, message: "must have at least 32 characters (Pubkey)", keyword: "minLength" });
    if (codePointLength(v) > 44) errors.push({ path, message: "must have at most 44 characters (Pubkey)", keyword: "maxLength" });
  }
}
function reportBase64String(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (Base64String)", keyword: "type" });
  else {
    if (!base64StringPattern.test(v)) errors.push({ path, message: "must match pattern ^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$ (Base64String)", keyword: "pattern" });
  }
}
function reportCommitment(v, path, errors) {
  if (!(v === "finalized" || v === "confirmed" || v === "processed")) errors.push({ path, message: 'must be one of "finalized", "confirmed", "processed" (Commitment)', keyword: "enum" });
  if (typeof v !== "string") errors.push({ path, message: "must be string (Commitment)", keyword: "type" });
}
function reportAccountEncoding(v, path, errors) {
  if (!(v === "base58" || v === "base64" || v === "base64+zstd" || v === "jsonParsed")) errors.push({ path, message: 'must be one of "base58", "base64", "base64+zstd", "jsonParsed" (AccountEncoding)', keyword: "enum" });
  if (typeof v !== "string") errors.push({ path, message: "must be string (AccountEncoding)", keyword: "type" });
}
function reportDataSlice(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (DataSlice)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.offset === void 0) errors.push({ path: path + ".offset", message: "is required", keyword: "required" });
    if (o2.length === void 0) errors.push({ path: path + ".length", message: "is required", keyword: "required" });
    const v3 = o2.offset;
    if (v3 !== void 0) {
      const p4 = path + ".offset";
      if (!(typeof v3 === "number" && Number.isInteger(v3))) errors.push({ path: p4, message: "must be integer", keyword: "type" });
      else {
        if (v3 < 0) errors.push({ path: p4, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v7 = o2.length;
    if (v7 !== void 0) {
      const p8 = path + ".length";
      if (!(typeof v7 === "number" && Number.isInteger(v7))) errors.push({ path: p8, message: "must be integer", keyword: "type" });
      else {
        if (v7 < 0) errors.push({ path: p8, message: "must be >= 0", keyword: "minimum" });
      }
    }
  }
}
function reportTokenAccountsFilter(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAccountsFilter)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.mint;
    if (v3 !== void 0) {
      const p4 = path + ".mint";
      if (!isPubkey(v3)) reportPubkey(v3, p4, errors);
    }
    const v7 = o2.programId;
    if (v7 !== void 0) {
      const p8 = path + ".programId";
      if (!isPubkey(v7)) reportPubkey(v7, p8, errors);
    }
    const n11 = (isByMint(v) ? 1 : 0) + (isByProgramId(v) ? 1 : 0);
    if (n11 === 0) reportBest(v, path, errors, [reportByMint, reportByProgramId], "oneOf", "must match exactly one of: an object with mint, an object with programId");
    else if (n11 > 1) errors.push({ path, message: `must match exactly one of: an object with mint, an object with programId; it matches ${n11}`, keyword: "oneOf" });
  }
}
function reportByMint(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.mint === void 0) errors.push({ path: path + ".mint", message: "is required", keyword: "required" });
  }
  if (isByMintNot(v)) errors.push({ path, message: "must not be an object with programId", keyword: "not" });
}
function reportByMintNot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.programId === void 0) errors.push({ path: path + ".programId", message: "is required", keyword: "required" });
  }
}
function reportByProgramId(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.programId === void 0) errors.push({ path: path + ".programId", message: "is required", keyword: "required" });
  }
  if (isByProgramIdNot(v)) errors.push({ path, message: "must not be an object with mint", keyword: "not" });
}
function reportByProgramIdNot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.mint === void 0) errors.push({ path: path + ".mint", message: "is required", keyword: "required" });
  }
}
function reportTokenAccountsByDelegateConfig(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAccountsByDelegateConfig)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.commitment;
    if (v3 !== void 0) {
      const p4 = path + ".commitment";
      if (!isCommitment(v3)) reportCommitment(v3, p4, errors);
    }
    const v7 = o2.encoding;
    if (v7 !== void 0) {
      const p8 = path + ".encoding";
      if (!isAccountEncoding(v7)) reportAccountEncoding(v7, p8, errors);
    }
    const v11 = o2.dataSlice;
    if (v11 !== void 0) {
      const p12 = path + ".dataSlice";
      if (!isDataSlice(v11)) reportDataSlice(v11, p12, errors);
    }
    const v15 = o2.minContextSlot;
    if (v15 !== void 0) {
      const p16 = path + ".minContextSlot";
      if (!(typeof v15 === "number" && Number.isInteger(v15))) errors.push({ path: p16, message: "must be integer", keyword: "type" });
      else {
        if (v15 < 0) errors.push({ path: p16, message: "must be >= 0", keyword: "minimum" });
      }
    }
    if (isTokenAccountsByDelegateConfigNot(v)) errors.push({ path, message: "must not be an object with dataSlice and encoding", keyword: "not" });
  }
}
function reportTokenAccountsByDelegateConfigNot(v, path, errors) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.dataSlice === void 0) errors.push({ path: path + ".dataSlice", message: "is required", keyword: "required" });
    if (o2.encoding === void 0) errors.push({ path: path + ".encoding", message: "is required", keyword: "required" });
    const v3 = o2.encoding;
    if (v3 !== void 0) {
      const p4 = path + ".encoding";
      if (!(v3 === "jsonParsed")) errors.push({ path: p4, message: 'must be "jsonParsed"', keyword: "const" });
    }
  }
}
function reportVoteAccountsConfig(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (VoteAccountsConfig)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.commitment;
    if (v3 !== void 0) {
      const p4 = path + ".commitment";
      if (!isCommitment(v3)) reportCommitment(v3, p4, errors);
    }
    const v7 = o2.votePubkey;
    if (v7 !== void 0) {
      const p8 = path + ".votePubkey";
      if (!isPubkey(v7)) reportPubkey(v7, p8, errors);
    }
    const v11 = o2.keepUnstakedDelinquents;
    if (v11 !== void 0) {
      const p12 = path + ".keepUnstakedDelinquents";
      if (typeof v11 !== "boolean") errors.push({ path: p12, message: "must be boolean", keyword: "type" });
    }
    const v15 = o2.delinquentSlotDistance;
    if (v15 !== void 0) {
      const p16 = path + ".delinquentSlotDistance";
      if (!(typeof v15 === "number" && Number.isInteger(v15))) errors.push({ path: p16, message: "must be integer", keyword: "type" });
      else {
        if (v15 < 0) errors.push({ path: p16, message: "must be >= 0", keyword: "minimum" });
      }
    }
  }
}
function reportFeeForMessageConfig(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (FeeForMessageConfig)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.commitment;
    if (v3 !== void 0) {
      const p4 = path + ".commitment";
      if (!isCommitment(v3)) reportCommitment(v3, p4, errors);
    }
    const v7 = o2.minContextSlot;
    if (v7 !== void 0) {
      const p8 = path + ".minContextSlot";
      if (!(typeof v7 === "number" && Number.isInteger(v7))) errors.push({ path: p8, message: "must be integer", keyword: "type" });
      else {
        if (v7 < 0) errors.push({ path: p8, message: "must be >= 0", keyword: "minimum" });
      }
    }
  }
}
function reportRpcContext(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (RpcContext)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.slot === void 0) errors.push({ path: path + ".slot", message: "is required", keyword: "required" });
    const v3 = o2.slot;
    if (v3 !== void 0) {
      const p4 = path + ".slot";
      if (!(typeof v3 === "number" && Number.isInteger(v3))) errors.push({ path: p4, message: "must be integer", keyword: "type" });
      else {
        if (v3 < 0) errors.push({ path: p4, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v7 = o2.apiVersion;
    if (v7 !== void 0) {
      const p8 = path + ".apiVersion";
      if (typeof v7 !== "string") errors.push({ path: p8, message: "must be string", keyword: "type" });
    }
  }
}
function reportTokenAmount(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAmount)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.amount === void 0) errors.push({ path: path + ".amount", message: "is required", keyword: "required" });
    if (o2.decimals === void 0) errors.push({ path: path + ".decimals", message: "is required", keyword: "required" });
    if (o2.uiAmount === void 0) errors.push({ path: path + ".uiAmount", message: "is required", keyword: "required" });
    if (o2.uiAmountString === void 0) errors.push({ path: path + ".uiAmountString", message: "is required", keyword: "required" });
    const v3 = o2.amount;
    if (v3 !== void 0) {
      const p4 = path + ".amount";
      if (!isDecimalString(v3)) reportDecimalString(v3, p4, errors);
    }
    const v7 = o2.decimals;
    if (v7 !== void 0) {
      const p8 = path + ".decimals";
      if (!(typeof v7 === "number" && Number.isInteger(v7))) errors.push({ path: p8, message: "must be integer", keyword: "type" });
      else {
        if (v7 < 0) errors.push({ path: p8, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v11 = o2.uiAmount;
    if (v11 !== void 0) {
      const p12 = path + ".uiAmount";
      if (!(typeof v11 === "number" && Number.isFinite(v11) || v11 === null)) errors.push({ path: p12, message: "must be number or null", keyword: "type" });
    }
    const v15 = o2.uiAmountString;
    if (v15 !== void 0) {
      const p16 = path + ".uiAmountString";
      if (typeof v15 !== "string") errors.push({ path: p16, message: "must be string", keyword: "type" });
    }
  }
}
function reportTokenAccountInfo(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAccountInfo)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.tokenAmount === void 0) errors.push({ path: path + ".tokenAmount", message: "is required", keyword: "required" });
    if (o2.delegate === void 0) errors.push({ path: path + ".delegate", message: "is required", keyword: "required" });
    if (o2.delegatedAmount === void 0) errors.push({ path: path + ".delegatedAmount", message: "is required", keyword: "required" });
    if (o2.state === void 0) errors.push({ path: path + ".state", message: "is required", keyword: "required" });
    if (o2.isNative === void 0) errors.push({ path: path + ".isNative", message: "is required", keyword: "required" });
    if (o2.mint === void 0) errors.push({ path: path + ".mint", message: "is required", keyword: "required" });
    if (o2.owner === void 0) errors.push({ path: path + ".owner", message: "is required", keyword: "required" });
    const v3 = o2.tokenAmount;
    if (v3 !== void 0) {
      const p4 = path + ".tokenAmount";
      if (!isTokenAmount(v3)) reportTokenAmount(v3, p4, errors);
    }
    const v7 = o2.delegate;
    if (v7 !== void 0) {
      const p8 = path + ".delegate";
      if (!isPubkey(v7)) reportPubkey(v7, p8, errors);
    }
    const v11 = o2.delegatedAmount;
    if (v11 !== void 0) {
      const p12 = path + ".delegatedAmount";
      if (!isTokenAmount(v11)) reportTokenAmount(v11, p12, errors);
    }
    const v15 = o2.state;
    if (v15 !== void 0) {
      const p16 = path + ".state";
      if (typeof v15 !== "string") errors.push({ path: p16, message: "must be string", keyword: "type" });
    }
    const v19 = o2.isNative;
    if (v19 !== void 0) {
      const p20 = path + ".isNative";
      if (typeof v19 !== "boolean") errors.push({ path: p20, message: "must be boolean", keyword: "type" });
    }
    const v23 = o2.mint;
    if (v23 !== void 0) {
      const p24 = path + ".mint";
      if (!isPubkey(v23)) reportPubkey(v23, p24, errors);
    }
    const v27 = o2.owner;
    if (v27 !== void 0) {
      const p28 = path + ".owner";
      if (!isPubkey(v27)) reportPubkey(v27, p28, errors);
    }
  }
}
function reportParsedTokenAccount(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (ParsedTokenAccount)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.info === void 0) errors.push({ path: path + ".info", message: "is required", keyword: "required" });
    if (o2.type === void 0) errors.push({ path: path + ".type", message: "is required", keyword: "required" });
    const v3 = o2.info;
    if (v3 !== void 0) {
      const p4 = path + ".info";
      if (!isTokenAccountInfo(v3)) reportTokenAccountInfo(v3, p4, errors);
    }
    const v7 = o2.type;
    if (v7 !== void 0) {
      const p8 = path + ".type";
      if (typeof v7 !== "string") errors.push({ path: p8, message: "must be string", keyword: "type" });
    }
  }
}
function reportParsedTokenAccountData(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (ParsedTokenAccountData)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.program === void 0) errors.push({ path: path + ".program", message: "is required", keyword: "required" });
    if (o2.parsed === void 0) errors.push({ path: path + ".parsed", message: "is required", keyword: "required" });
    if (o2.space === void 0) errors.push({ path: path + ".space", message: "is required", keyword: "required" });
    const v3 = o2.program;
    if (v3 !== void 0) {
      const p4 = path + ".program";
      if (typeof v3 !== "string") errors.push({ path: p4, message: "must be string", keyword: "type" });
    }
    const v7 = o2.parsed;
    if (v7 !== void 0) {
      const p8 = path + ".parsed";
      if (!isParsedTokenAccount(v7)) reportParsedTokenAccount(v7, p8, errors);
    }
    const v11 = o2.space;
    if (v11 !== void 0) {
      const p12 = path + ".space";
      if (!(typeof v11 === "number" && Number.isInteger(v11))) errors.push({ path: p12, message: "must be integer", keyword: "type" });
      else {
        if (v11 < 0) errors.push({ path: p12, message: "must be >= 0", keyword: "minimum" });
      }
    }
  }
}
function reportEncodedAccountData(v, path, errors) {
  const n3 = (isDataAndEncoding(v) ? 1 : 0) + (isEncodedString(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportDataAndEncoding, reportEncodedString], "anyOf", "must match at least one of: array, string");
}
function reportDataAndEncoding(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array", keyword: "type" });
  else {
    const a1 = v;
    if (a1.length < 2) errors.push({ path, message: "must have at least 2 items", keyword: "minItems" });
    if (a1.length > 2) errors.push({ path, message: "must have at most 2 items", keyword: "maxItems" });
    if (a1.length > 0) {
      const e2 = a1[0];
      const p3 = path + "[0]";
      if (typeof e2 !== "string") errors.push({ path: p3, message: "must be string", keyword: "type" });
    }
    if (a1.length > 1) {
      const e6 = a1[1];
      const p7 = path + "[1]";
      if (!(e6 === "base58" || e6 === "base64" || e6 === "base64+zstd")) errors.push({ path: p7, message: 'must be one of "base58", "base64", "base64+zstd"', keyword: "enum" });
      if (typeof e6 !== "string") errors.push({ path: p7, message: "must be string", keyword: "type" });
    }
  }
}
function reportEncodedString(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string", keyword: "type" });
}
function reportTokenAccount(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAccount)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.data === void 0) errors.push({ path: path + ".data", message: "is required", keyword: "required" });
    if (o2.executable === void 0) errors.push({ path: path + ".executable", message: "is required", keyword: "required" });
    if (o2.lamports === void 0) errors.push({ path: path + ".lamports", message: "is required", keyword: "required" });
    if (o2.owner === void 0) errors.push({ path: path + ".owner", message: "is required", keyword: "required" });
    if (o2.rentEpoch === void 0) errors.push({ path: path + ".rentEpoch", message: "is required", keyword: "required" });
    if (o2.space === void 0) errors.push({ path: path + ".space", message: "is required", keyword: "required" });
    const v3 = o2.data;
    if (v3 !== void 0) {
      const p4 = path + ".data";
      const n7 = (isEncodedAccountData(v3) ? 1 : 0) + (isParsedTokenAccountData(v3) ? 1 : 0);
      if (n7 === 0) reportBest(v3, p4, errors, [reportEncodedAccountData, reportParsedTokenAccountData], "oneOf", "must match exactly one of: EncodedAccountData, ParsedTokenAccountData");
      else if (n7 > 1) errors.push({ path: p4, message: `must match exactly one of: EncodedAccountData, ParsedTokenAccountData; it matches ${n7}`, keyword: "oneOf" });
    }
    const v8 = o2.executable;
    if (v8 !== void 0) {
      const p9 = path + ".executable";
      if (typeof v8 !== "boolean") errors.push({ path: p9, message: "must be boolean", keyword: "type" });
    }
    const v12 = o2.lamports;
    if (v12 !== void 0) {
      const p13 = path + ".lamports";
      if (!(typeof v12 === "number" && Number.isInteger(v12))) errors.push({ path: p13, message: "must be integer", keyword: "type" });
      else {
        if (v12 < 0) errors.push({ path: p13, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v16 = o2.owner;
    if (v16 !== void 0) {
      const p17 = path + ".owner";
      if (!isPubkey(v16)) reportPubkey(v16, p17, errors);
    }
    const v20 = o2.rentEpoch;
    if (v20 !== void 0) {
      const p21 = path + ".rentEpoch";
      if (!(typeof v20 === "number" && Number.isInteger(v20))) errors.push({ path: p21, message: "must be integer", keyword: "type" });
      else {
        if (v20 < 0) errors.push({ path: p21, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v24 = o2.space;
    if (v24 !== void 0) {
      const p25 = path + ".space";
      if (!(typeof v24 === "number" && Number.isInteger(v24))) errors.push({ path: p25, message: "must be integer", keyword: "type" });
      else {
        if (v24 < 0) errors.push({ path: p25, message: "must be >= 0", keyword: "minimum" });
      }
    }
  }
}
function reportTokenAccountEntry(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAccountEntry)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.pubkey === void 0) errors.push({ path: path + ".pubkey", message: "is required", keyword: "required" });
    if (o2.account === void 0) errors.push({ path: path + ".account", message: "is required", keyword: "required" });
    const v3 = o2.pubkey;
    if (v3 !== void 0) {
      const p4 = path + ".pubkey";
      if (!isPubkey(v3)) reportPubkey(v3, p4, errors);
    }
    const v7 = o2.account;
    if (v7 !== void 0) {
      const p8 = path + ".account";
      if (!isTokenAccount(v7)) reportTokenAccount(v7, p8, errors);
    }
  }
}
function reportTokenAccountsByDelegateResult(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (TokenAccountsByDelegateResult)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.context === void 0) errors.push({ path: path + ".context", message: "is required", keyword: "required" });
    if (o2.value === void 0) errors.push({ path: path + ".value", message: "is required", keyword: "required" });
    const v3 = o2.context;
    if (v3 !== void 0) {
      const p4 = path + ".context";
      if (!isRpcContext(v3)) reportRpcContext(v3, p4, errors);
    }
    const v7 = o2.value;
    if (v7 !== void 0) {
      const p8 = path + ".value";
      if (!Array.isArray(v7)) errors.push({ path: p8, message: "must be array", keyword: "type" });
      else {
        const a9 = v7;
        for (let i10 = 0; i10 < a9.length; i10++) {
          const e11 = a9[i10];
          const p12 = p8 + "[" + i10 + "]";
          if (!isTokenAccountEntry(e11)) reportTokenAccountEntry(e11, p12, errors);
        }
      }
    }
  }
}
function reportEpochCredits(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array (EpochCredits)", keyword: "type" });
  else {
    const a1 = v;
    if (a1.length < 3) errors.push({ path, message: "must have at least 3 items", keyword: "minItems" });
    if (a1.length > 3) errors.push({ path, message: "must have at most 3 items", keyword: "maxItems" });
    if (a1.length > 0) {
      const e2 = a1[0];
      const p3 = path + "[0]";
      if (!(typeof e2 === "number" && Number.isInteger(e2))) errors.push({ path: p3, message: "must be integer", keyword: "type" });
      else {
        if (e2 < 0) errors.push({ path: p3, message: "must be >= 0", keyword: "minimum" });
      }
    }
    if (a1.length > 1) {
      const e6 = a1[1];
      const p7 = path + "[1]";
      if (!(typeof e6 === "number" && Number.isInteger(e6))) errors.push({ path: p7, message: "must be integer", keyword: "type" });
      else {
        if (e6 < 0) errors.push({ path: p7, message: "must be >= 0", keyword: "minimum" });
      }
    }
    if (a1.length > 2) {
      const e10 = a1[2];
      const p11 = path + "[2]";
      if (!(typeof e10 === "number" && Number.isInteger(e10))) errors.push({ path: p11, message: "must be integer", keyword: "type" });
      else {
        if (e10 < 0) errors.push({ path: p11, message: "must be >= 0", keyword: "minimum" });
      }
    }
  }
}
function reportVoteAccountEntry(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (VoteAccountEntry)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.activatedStake === void 0) errors.push({ path: path + ".activatedStake", message: "is required", keyword: "required" });
    if (o2.commission === void 0) errors.push({ path: path + ".commission", message: "is required", keyword: "required" });
    if (o2.epochCredits === void 0) errors.push({ path: path + ".epochCredits", message: "is required", keyword: "required" });
    if (o2.epochVoteAccount === void 0) errors.push({ path: path + ".epochVoteAccount", message: "is required", keyword: "required" });
    if (o2.lastVote === void 0) errors.push({ path: path + ".lastVote", message: "is required", keyword: "required" });
    if (o2.nodePubkey === void 0) errors.push({ path: path + ".nodePubkey", message: "is required", keyword: "required" });
    if (o2.rootSlot === void 0) errors.push({ path: path + ".rootSlot", message: "is required", keyword: "required" });
    if (o2.votePubkey === void 0) errors.push({ path: path + ".votePubkey", message: "is required", keyword: "required" });
    const v3 = o2.activatedStake;
    if (v3 !== void 0) {
      const p4 = path + ".activatedStake";
      if (!(typeof v3 === "number" && Number.isInteger(v3))) errors.push({ path: p4, message: "must be integer", keyword: "type" });
      else {
        if (v3 < 0) errors.push({ path: p4, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v7 = o2.commission;
    if (v7 !== void 0) {
      const p8 = path + ".commission";
      if (!(typeof v7 === "number" && Number.isInteger(v7))) errors.push({ path: p8, message: "must be integer", keyword: "type" });
      else {
        if (v7 < 0) errors.push({ path: p8, message: "must be >= 0", keyword: "minimum" });
        if (v7 > 100) errors.push({ path: p8, message: "must be <= 100", keyword: "maximum" });
      }
    }
    const v11 = o2.epochCredits;
    if (v11 !== void 0) {
      const p12 = path + ".epochCredits";
      if (!Array.isArray(v11)) errors.push({ path: p12, message: "must be array", keyword: "type" });
      else {
        const a13 = v11;
        for (let i14 = 0; i14 < a13.length; i14++) {
          const e15 = a13[i14];
          const p16 = p12 + "[" + i14 + "]";
          if (!isEpochCredits(e15)) reportEpochCredits(e15, p16, errors);
        }
      }
    }
    const v20 = o2.epochVoteAccount;
    if (v20 !== void 0) {
      const p21 = path + ".epochVoteAccount";
      if (typeof v20 !== "boolean") errors.push({ path: p21, message: "must be boolean", keyword: "type" });
    }
    const v24 = o2.lastVote;
    if (v24 !== void 0) {
      const p25 = path + ".lastVote";
      if (!(typeof v24 === "number" && Number.isInteger(v24))) errors.push({ path: p25, message: "must be integer", keyword: "type" });
      else {
        if (v24 < 0) errors.push({ path: p25, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v28 = o2.nodePubkey;
    if (v28 !== void 0) {
      const p29 = path + ".nodePubkey";
      if (!isPubkey(v28)) reportPubkey(v28, p29, errors);
    }
    const v32 = o2.rootSlot;
    if (v32 !== void 0) {
      const p33 = path + ".rootSlot";
      if (!(typeof v32 === "number" && Number.isInteger(v32))) errors.push({ path: p33, message: "must be integer", keyword: "type" });
      else {
        if (v32 < 0) errors.push({ path: p33, message: "must be >= 0", keyword: "minimum" });
      }
    }
    const v36 = o2.votePubkey;
    if (v36 !== void 0) {
      const p37 = path + ".votePubkey";
      if (!isPubkey(v36)) reportPubkey(v36, p37, errors);
    }
  }
}
function reportVoteAccounts(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (VoteAccounts)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.current === void 0) errors.push({ path: path + ".current", message: "is required", keyword: "required" });
    if (o2.delinquent === void 0) errors.push({ path: path + ".delinquent", message: "is required", keyword: "required" });
    const v3 = o2.current;
    if (v3 !== void 0) {
      const p4 = path + ".current";
      if (!Array.isArray(v3)) errors.push({ path: p4, message: "must be array", keyword: "type" });
      else {
        const a5 = v3;
        for (let i6 = 0; i6 < a5.length; i6++) {
          const e7 = a5[i6];
          const p8 = p4 + "[" + i6 + "]";
          if (!isVoteAccountEntry(e7)) reportVoteAccountEntry(e7, p8, errors);
        }
      }
    }
    const v12 = o2.delinquent;
    if (v12 !== void 0) {
      const p13 = path + ".delinquent";
      if (!Array.isArray(v12)) errors.push({ path: p13, message: "must be array", keyword: "type" });
      else {
        const a14 = v12;
        for (let i15 = 0; i15 < a14.length; i15++) {
          const e16 = a14[i15];
          const p17 = p13 + "[" + i15 + "]";
          if (!isVoteAccountEntry(e16)) reportVoteAccountEntry(e16, p17, errors);
        }
      }
    }
  }
}
function reportFeeForMessageResponse(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (FeeForMessageResponse)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.context === void 0) errors.push({ path: path + ".context", message: "is required", keyword: "required" });
    if (o2.value === void 0) errors.push({ path: path + ".value", message: "is required", keyword: "required" });
    const v3 = o2.context;
    if (v3 !== void 0) {
      const p4 = path + ".context";
      if (!isRpcContext(v3)) reportRpcContext(v3, p4, errors);
    }
    const v7 = o2.value;
    if (v7 !== void 0) {
      const p8 = path + ".value";
      const n11 = (isJsonNumber(v7) ? 1 : 0) + (isJsonNull(v7) ? 1 : 0);
      if (n11 === 0) reportBest(v7, p8, errors, [reportJsonNumber, reportJsonNull], "oneOf", "must match exactly one of: number, null");
      else if (n11 > 1) errors.push({ path: p8, message: `must match exactly one of: number, null; it matches ${n11}`, keyword: "oneOf" });
    }
  }
}
function reportJsonNumber(v, path, errors) {
  if (!(typeof v === "number" && Number.isFinite(v))) errors.push({ path, message: "must be number", keyword: "type" });
}
function reportStarknetHex(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (StarknetHex)", keyword: "type" });
  else {
    if (!starknetHexMatches(v)) errors.push({ path, message: "must match pattern ^0x[0-9a-f]+$ (StarknetHex)", keyword: "pattern" });
  }
}
function reportDataAvailabilityMode(v, path, errors) {
  if (typeof v !== "string") errors.push({ path, message: "must be string (DataAvailabilityMode)", keyword: "type" });
}
function reportResourceBounds(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (ResourceBounds)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.l1_gas;
    if (v3 !== void 0) {
      const p4 = path + ".l1_gas";
      if (!isStarknetHex(v3)) reportStarknetHex(v3, p4, errors);
    }
    const v7 = o2.l2_gas;
    if (v7 !== void 0) {
      const p8 = path + ".l2_gas";
      if (!isStarknetHex(v7)) reportStarknetHex(v7, p8, errors);
    }
  }
}
function reportDeployAccountTransaction(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (DeployAccountTransaction)", keyword: "type" });
  else {
    const o2 = v;
    const v3 = o2.type;
    if (v3 !== void 0) {
      const p4 = path + ".type";
      if (!(v3 === "DEPLOY_ACCOUNT")) errors.push({ path: p4, message: 'must be "DEPLOY_ACCOUNT"', keyword: "const" });
      if (typeof v3 !== "string") errors.push({ path: p4, message: "must be string", keyword: "type" });
    }
    const v7 = o2.version;
    if (v7 !== void 0) {
      const p8 = path + ".version";
      if (!isStarknetHex(v7)) reportStarknetHex(v7, p8, errors);
    }
    const v11 = o2.signature;
    if (v11 !== void 0) {
      const p12 = path + ".signature";
      if (!Array.isArray(v11)) errors.push({ path: p12, message: "must be array", keyword: "type" });
      else {
        const a13 = v11;
        for (let i14 = 0; i14 < a13.length; i14++) {
          const e15 = a13[i14];
          const p16 = p12 + "[" + i14 + "]";
          if (!isDecimalString(e15)) reportDecimalString(e15, p16, errors);
        }
      }
    }
    const v20 = o2.nonce;
    if (v20 !== void 0) {
      const p21 = path + ".nonce";
      if (!isStarknetHex(v20)) reportStarknetHex(v20, p21, errors);
    }
    const v24 = o2.contract_address_salt;
    if (v24 !== void 0) {
      const p25 = path + ".contract_address_salt";
      if (!isStarknetHex(v24)) reportStarknetHex(v24, p25, errors);
    }
    const v28 = o2.class_hash;
    if (v28 !== void 0) {
      const p29 = path + ".class_hash";
      if (!isStarknetHex(v28)) reportStarknetHex(v28, p29, errors);
    }
    const v32 = o2.constructor_calldata;
    if (v32 !== void 0) {
      const p33 = path + ".constructor_calldata";
      if (!Array.isArray(v32)) errors.push({ path: p33, message: "must be array", keyword: "type" });
      else {
        const a34 = v32;
        for (let i35 = 0; i35 < a34.length; i35++) {
          const e36 = a34[i35];
          const p37 = p33 + "[" + i35 + "]";
          if (!isStarknetHex(e36)) reportStarknetHex(e36, p37, errors);
        }
      }
    }
    const v41 = o2.resource_bounds;
    if (v41 !== void 0) {
      const p42 = path + ".resource_bounds";
      if (!isResourceBounds(v41)) reportResourceBounds(v41, p42, errors);
    }
    const v45 = o2.tip;
    if (v45 !== void 0) {
      const p46 = path + ".tip";
      if (!isStarknetHex(v45)) reportStarknetHex(v45, p46, errors);
    }
    const v49 = o2.paymaster_data;
    if (v49 !== void 0) {
      const p50 = path + ".paymaster_data";
      if (!Array.isArray(v49)) errors.push({ path: p50, message: "must be array", keyword: "type" });
    }
    const v53 = o2.nonce_data_availability_mode;
    if (v53 !== void 0) {
      const p54 = path + ".nonce_data_availability_mode";
      if (!isDataAvailabilityMode(v53)) reportDataAvailabilityMode(v53, p54, errors);
    }
    const v57 = o2.fee_data_availability_mode;
    if (v57 !== void 0) {
      const p58 = path + ".fee_data_availability_mode";
      if (!isDataAvailabilityMode(v57)) reportDataAvailabilityMode(v57, p58, errors);
    }
  }
}
function reportDeployAccountTransactionResult(v, path, errors) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) errors.push({ path, message: "must be object (DeployAccountTransactionResult)", keyword: "type" });
  else {
    const o2 = v;
    if (o2.transaction_hash === void 0) errors.push({ path: path + ".transaction_hash", message: "is required", keyword: "required" });
    if (o2.contract_address === void 0) errors.push({ path: path + ".contract_address", message: "is required", keyword: "required" });
    const v3 = o2.transaction_hash;
    if (v3 !== void 0) {
      const p4 = path + ".transaction_hash";
      if (!isStarknetHex(v3)) reportStarknetHex(v3, p4, errors);
    }
    const v7 = o2.contract_address;
    if (v7 !== void 0) {
      const p8 = path + ".contract_address";
      if (!isStarknetHex(v7)) reportStarknetHex(v7, p8, errors);
    }
  }
}
function reportEthGetLogsResult(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array", keyword: "type" });
  else {
    const a1 = v;
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      const p4 = path + "[" + i2 + "]";
      if (!isLog(e3)) reportLog(e3, p4, errors);
    }
  }
}
function reportEthGetUncleByBlockHashAndIndexResult(v, path, errors) {
  const n3 = (isUncleBlock(v) ? 1 : 0) + (isJsonNull(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportUncleBlock, reportJsonNull], "oneOf", "must match exactly one of: UncleBlock, null");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: UncleBlock, null; it matches ${n3}`, keyword: "oneOf" });
}
function reportEthGetTransactionByHashResult(v, path, errors) {
  const n3 = (isTransaction(v) ? 1 : 0) + (isJsonNull(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportTransaction, reportJsonNull], "oneOf", "must match exactly one of: Transaction, null");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: Transaction, null; it matches ${n3}`, keyword: "oneOf" });
}
function reportJsonBoolean(v, path, errors) {
  if (typeof v !== "boolean") errors.push({ path, message: "must be boolean", keyword: "type" });
}
function reportEthGetBlockByNumberResult(v, path, errors) {
  const n3 = (isBlock(v) ? 1 : 0) + (isJsonNull(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportBlock, reportJsonNull], "oneOf", "must match exactly one of: Block, null");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: Block, null; it matches ${n3}`, keyword: "oneOf" });
}
function reportEthGetTransactionReceiptResult(v, path, errors) {
  const n3 = (isTransactionReceipt(v) ? 1 : 0) + (isJsonNull(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportTransactionReceipt, reportJsonNull], "oneOf", "must match exactly one of: TransactionReceipt, null");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: TransactionReceipt, null; it matches ${n3}`, keyword: "oneOf" });
}
function reportGetFeeForMessageResult(v, path, errors) {
  const n3 = (isFeeForMessageResponse(v) ? 1 : 0) + (isJsonNull(v) ? 1 : 0);
  if (n3 === 0) reportBest(v, path, errors, [reportFeeForMessageResponse, reportJsonNull], "oneOf", "must match exactly one of: FeeForMessageResponse, null");
  else if (n3 > 1) errors.push({ path, message: `must match exactly one of: FeeForMessageResponse, null; it matches ${n3}`, keyword: "oneOf" });
}
function reportTransactionReceiptsNotification(v, path, errors) {
  if (!Array.isArray(v)) errors.push({ path, message: "must be array", keyword: "type" });
  else {
    const a1 = v;
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      const p4 = path + "[" + i2 + "]";
      if (!isTransactionReceipt(e3)) reportTransactionReceipt(e3, p4, errors);
    }
  }
}
function pathKey(key) {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? "." + key : "[" + JSON.stringify(key) + "]";
}
function reportBest(value, path, errors, branches, keyword, message) {
  const candidates = [];
  for (const branch of branches) {
    const found = [];
    branch(value, path, found);
    if (found.length > 0 && !found.every((e) => e.path === path && e.keyword === "type")) candidates.push(found);
  }
  const best = candidates.reduce((a, c) => a === void 0 || c.length < a.length ? c : a, void 0);
  if (best !== void 0 && (candidates.length === 1 || !best.every((e) => e.path === path))) {
    for (const e of best) errors.push(e);
    return;
  }
  const why = candidates.map((c) => c.map((e) => e.message).join(", ")).join("; or ");
  errors.push({ path, message: why === "" ? message : message + " (" + why + ")", keyword });
}
export {
  reportAccessList,
  reportAccessListEntry,
  reportAccountEncoding,
  reportAccountOverride,
  reportAccountOverrideNot,
  reportAccountProof,
  reportAddress,
  reportBase58String,
  reportBase64String,
  reportBlock,
  reportBlockHeader,
  reportBlockNumberOrTag,
  reportBlockTag,
  reportBloom,
  reportByMint,
  reportByMintNot,
  reportByProgramId,
  reportByProgramIdNot,
  reportBytes,
  reportBytes8,
  reportCallObject,
  reportCommitment,
  reportDataAndEncoding,
  reportDataAvailabilityMode,
  reportDataSlice,
  reportDecimalString,
  reportDeployAccountTransaction,
  reportDeployAccountTransactionResult,
  reportEncodedAccountData,
  reportEncodedString,
  reportEpochCredits,
  reportEthCallObject,
  reportEthGetBlockByNumberResult,
  reportEthGetLogsResult,
  reportEthGetTransactionByHashResult,
  reportEthGetTransactionReceiptResult,
  reportEthGetUncleByBlockHashAndIndexResult,
  reportFeeForMessageConfig,
  reportFeeForMessageResponse,
  reportFilter,
  reportFilterAddressOption2,
  reportFilterNot,
  reportFilterNotOption1,
  reportFilterNotOption2,
  reportFilterTopic,
  reportFullTransactions,
  reportGetFeeForMessageResult,
  reportHash32,
  reportJsonBoolean,
  reportJsonNull,
  reportJsonNumber,
  reportLog,
  reportLogSubscriptionFilter,
  reportLogSubscriptionFilterNot,
  reportLogSubscriptionFilterNotOption1,
  reportLogSubscriptionFilterNotOption2,
  reportLogSubscriptionFilterNotOption3,
  reportParsedTokenAccount,
  reportParsedTokenAccountData,
  reportPostByzantiumReceiptStatus,
  reportPostByzantiumReceiptStatusNot,
  reportPreByzantiumReceiptRoot,
  reportPreByzantiumReceiptRootNot,
  reportProofBlockNumberOrTag,
  reportProofBlockTag,
  reportPubkey,
  reportQuantity,
  reportReceiptStatus,
  reportResourceBounds,
  reportRpcContext,
  reportStarknetHex,
  reportStateOverride,
  reportStorageOverride,
  reportStorageProof,
  reportStorageSlot,
  reportSubscriptionId,
  reportTokenAccount,
  reportTokenAccountEntry,
  reportTokenAccountInfo,
  reportTokenAccountsByDelegateConfig,
  reportTokenAccountsByDelegateConfigNot,
  reportTokenAccountsByDelegateResult,
  reportTokenAccountsFilter,
  reportTokenAmount,
  reportTransaction,
  reportTransactionHashes,
  reportTransactionReceipt,
  reportTransactionReceiptsFilter,
  reportTransactionReceiptsNotification,
  reportUint256,
  reportUncleBlock,
  reportVoteAccountEntry,
  reportVoteAccounts,
  reportVoteAccountsConfig
};
