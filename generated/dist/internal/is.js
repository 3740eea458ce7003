import { addressMatches, addressMatchesEach, base58StringMatches, base64StringPattern, bloomMatches, bytes8Matches, bytesMatches, codePointLength, decimalStringMatches, hash32Matches, hash32MatchesEach, quantityMatches, starknetHexMatches, storageSlotMatches, uint256Matches } from "./match.js";
function isQuantity(v) {
  if (typeof v !== "string") return false;
  if (!quantityMatches(v)) return false;
  return true;
}
function isUint256(v) {
  if (typeof v !== "string") return false;
  if (!uint256Matches(v)) return false;
  return true;
}
function isBytes(v) {
  if (typeof v !== "string") return false;
  if (!bytesMatches(v)) return false;
  return true;
}
function isBytes8(v) {
  if (typeof v !== "string") return false;
  if (!bytes8Matches(v)) return false;
  return true;
}
function isBloom(v) {
  if (typeof v !== "string") return false;
  if (!bloomMatches(v)) return false;
  return true;
}
function isAddress(v) {
  if (typeof v !== "string") return false;
  if (!addressMatches(v)) return false;
  return true;
}
function isHash32(v) {
  if (typeof v !== "string") return false;
  if (!hash32Matches(v)) return false;
  return true;
}
function isStorageSlot(v) {
  if (typeof v !== "string") return false;
  if (!storageSlotMatches(v)) return false;
  return true;
}
function isDecimalString(v) {
  if (typeof v !== "string") return false;
  if (!decimalStringMatches(v)) return false;
  return true;
}
function isBlockTag(v) {
  if (!(v === "latest" || v === "earliest" || v === "pending" || v === "safe" || v === "finalized")) return false;
  if (typeof v !== "string") return false;
  return true;
}
function isBlockNumberOrTag(v) {
  if ((isQuantity(v) ? 1 : 0) + (isBlockTag(v) ? 1 : 0) !== 1) return false;
  return true;
}
function isProofBlockTag(v) {
  if (!(v === "latest" || v === "earliest" || v === "pending" || v === "finalized")) return false;
  if (typeof v !== "string") return false;
  return true;
}
function isProofBlockNumberOrTag(v) {
  if ((isQuantity(v) ? 1 : 0) + (isProofBlockTag(v) ? 1 : 0) !== 1) return false;
  return true;
}
function isUncleBlock(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.number === void 0) return false;
  if (o2.hash === void 0) return false;
  if (o2.parentHash === void 0) return false;
  if (o2.nonce === void 0) return false;
  if (o2.sha3Uncles === void 0) return false;
  if (o2.logsBloom === void 0) return false;
  if (o2.transactionsRoot === void 0) return false;
  if (o2.stateRoot === void 0) return false;
  if (o2.receiptsRoot === void 0) return false;
  if (o2.miner === void 0) return false;
  if (o2.extraData === void 0) return false;
  if (o2.size === void 0) return false;
  if (o2.gasLimit === void 0) return false;
  if (o2.gasUsed === void 0) return false;
  if (o2.timestamp === void 0) return false;
  if (o2.uncles === void 0) return false;
  if (o2.mixHash === void 0) return false;
  const v3 = o2.number;
  if (v3 !== void 0) {
    if (!(isQuantity(v3) || v3 === null)) return false;
  }
  const v6 = o2.hash;
  if (v6 !== void 0) {
    if (!(isHash32(v6) || v6 === null)) return false;
  }
  const v9 = o2.parentHash;
  if (v9 !== void 0) {
    if (!isHash32(v9)) return false;
  }
  const v12 = o2.nonce;
  if (v12 !== void 0) {
    if (!(isBytes8(v12) || v12 === null)) return false;
  }
  const v15 = o2.sha3Uncles;
  if (v15 !== void 0) {
    if (!isHash32(v15)) return false;
  }
  const v18 = o2.logsBloom;
  if (v18 !== void 0) {
    if (!(isBloom(v18) || v18 === null)) return false;
  }
  const v21 = o2.transactionsRoot;
  if (v21 !== void 0) {
    if (!isHash32(v21)) return false;
  }
  const v24 = o2.stateRoot;
  if (v24 !== void 0) {
    if (!isHash32(v24)) return false;
  }
  const v27 = o2.receiptsRoot;
  if (v27 !== void 0) {
    if (!isHash32(v27)) return false;
  }
  const v30 = o2.miner;
  if (v30 !== void 0) {
    if (!isAddress(v30)) return false;
  }
  const v33 = o2.difficulty;
  if (v33 !== void 0) {
    if (!isQuantity(v33)) return false;
  }
  const v36 = o2.totalDifficulty;
  if (v36 !== void 0) {
    if (!(isQuantity(v36) || v36 === null)) return false;
  }
  const v39 = o2.extraData;
  if (v39 !== void 0) {
    if (!isBytes(v39)) return false;
  }
  const v42 = o2.size;
  if (v42 !== void 0) {
    if (!isQuantity(v42)) return false;
  }
  const v45 = o2.gasLimit;
  if (v45 !== void 0) {
    if (!isQuantity(v45)) return false;
  }
  const v48 = o2.gasUsed;
  if (v48 !== void 0) {
    if (!isQuantity(v48)) return false;
  }
  const v51 = o2.timestamp;
  if (v51 !== void 0) {
    if (!isQuantity(v51)) return false;
  }
  const v54 = o2.uncles;
  if (v54 !== void 0) {
    if (!Array.isArray(v54)) return false;
    const a55 = v54;
    if (a55.length < 4 || !hash32MatchesEach(a55)) {
      for (let i56 = 0; i56 < a55.length; i56++) {
        const e57 = a55[i56];
        if (!isHash32(e57)) return false;
      }
    }
  }
  const v61 = o2.mixHash;
  if (v61 !== void 0) {
    if (!isHash32(v61)) return false;
  }
  return true;
}
function isJsonNull(v) {
  if (v !== null) return false;
  return true;
}
function isBlock(v) {
  {
    const v3 = v;
    if (!isUncleBlock(v3)) return false;
  }
  {
    const v6 = v;
    if (!(typeof v6 === "object" && v6 !== null && !Array.isArray(v6))) return false;
    const o8 = v6;
    if (o8.transactions === void 0) return false;
    const v9 = o8.transactions;
    if (v9 !== void 0) {
      if (!(isTransactionHashes(v9) || isFullTransactions(v9))) return false;
    }
  }
  return true;
}
function isTransactionHashes(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  if (a1.length < 4 || !hash32MatchesEach(a1)) {
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      if (!isHash32(e3)) return false;
    }
  }
  return true;
}
function isFullTransactions(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  for (let i2 = 0; i2 < a1.length; i2++) {
    const e3 = a1[i2];
    if (!isTransaction(e3)) return false;
  }
  return true;
}
function isTransaction(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.blockHash === void 0) return false;
  if (o2.blockNumber === void 0) return false;
  if (o2.from === void 0) return false;
  if (o2.gas === void 0) return false;
  if (o2.gasPrice === void 0) return false;
  if (o2.hash === void 0) return false;
  if (o2.input === void 0) return false;
  if (o2.nonce === void 0) return false;
  if (o2.r === void 0) return false;
  if (o2.s === void 0) return false;
  if (o2.to === void 0) return false;
  if (o2.transactionIndex === void 0) return false;
  if (o2.type === void 0) return false;
  if (o2.v === void 0) return false;
  if (o2.value === void 0) return false;
  const v3 = o2.accessList;
  if (v3 !== void 0) {
    if (!isAccessList(v3)) return false;
  }
  const v6 = o2.blockHash;
  if (v6 !== void 0) {
    if (!(isHash32(v6) || v6 === null)) return false;
  }
  const v9 = o2.blockNumber;
  if (v9 !== void 0) {
    if (!(isQuantity(v9) || v9 === null)) return false;
  }
  const v12 = o2.chainId;
  if (v12 !== void 0) {
    if (!isQuantity(v12)) return false;
  }
  const v15 = o2.from;
  if (v15 !== void 0) {
    if (!isAddress(v15)) return false;
  }
  const v18 = o2.gas;
  if (v18 !== void 0) {
    if (!isQuantity(v18)) return false;
  }
  const v21 = o2.gasPrice;
  if (v21 !== void 0) {
    if (!isQuantity(v21)) return false;
  }
  const v24 = o2.hash;
  if (v24 !== void 0) {
    if (!isHash32(v24)) return false;
  }
  const v27 = o2.input;
  if (v27 !== void 0) {
    if (!isBytes(v27)) return false;
  }
  const v30 = o2.maxPriorityFeePerGas;
  if (v30 !== void 0) {
    if (!isQuantity(v30)) return false;
  }
  const v33 = o2.maxFeePerGas;
  if (v33 !== void 0) {
    if (!isQuantity(v33)) return false;
  }
  const v36 = o2.nonce;
  if (v36 !== void 0) {
    if (!isQuantity(v36)) return false;
  }
  const v39 = o2.r;
  if (v39 !== void 0) {
    if (!isUint256(v39)) return false;
  }
  const v42 = o2.s;
  if (v42 !== void 0) {
    if (!isUint256(v42)) return false;
  }
  const v45 = o2.to;
  if (v45 !== void 0) {
    if (!(isAddress(v45) || v45 === null)) return false;
  }
  const v48 = o2.transactionIndex;
  if (v48 !== void 0) {
    if (!(isQuantity(v48) || v48 === null)) return false;
  }
  const v51 = o2.type;
  if (v51 !== void 0) {
    if (!isQuantity(v51)) return false;
  }
  const v54 = o2.v;
  if (v54 !== void 0) {
    if (!isQuantity(v54)) return false;
  }
  const v57 = o2.value;
  if (v57 !== void 0) {
    if (!isQuantity(v57)) return false;
  }
  return true;
}
function isAccessList(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  for (let i2 = 0; i2 < a1.length; i2++) {
    const e3 = a1[i2];
    if (!isAccessListEntry(e3)) return false;
  }
  return true;
}
function isAccessListEntry(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.address === void 0) return false;
  if (o2.storageKeys === void 0) return false;
  const v3 = o2.address;
  if (v3 !== void 0) {
    if (!isAddress(v3)) return false;
  }
  const v6 = o2.storageKeys;
  if (v6 !== void 0) {
    if (!Array.isArray(v6)) return false;
    const a7 = v6;
    if (a7.length < 4 || !hash32MatchesEach(a7)) {
      for (let i8 = 0; i8 < a7.length; i8++) {
        const e9 = a7[i8];
        if (!isHash32(e9)) return false;
      }
    }
  }
  return true;
}
function isBlockHeader(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.number === void 0) return false;
  if (o2.hash === void 0) return false;
  if (o2.parentHash === void 0) return false;
  if (o2.nonce === void 0) return false;
  if (o2.sha3Uncles === void 0) return false;
  if (o2.logsBloom === void 0) return false;
  if (o2.transactionsRoot === void 0) return false;
  if (o2.stateRoot === void 0) return false;
  if (o2.receiptsRoot === void 0) return false;
  if (o2.miner === void 0) return false;
  if (o2.extraData === void 0) return false;
  if (o2.gasLimit === void 0) return false;
  if (o2.gasUsed === void 0) return false;
  if (o2.timestamp === void 0) return false;
  if (o2.mixHash === void 0) return false;
  const v3 = o2.number;
  if (v3 !== void 0) {
    if (!(isQuantity(v3) || v3 === null)) return false;
  }
  const v6 = o2.hash;
  if (v6 !== void 0) {
    if (!(isHash32(v6) || v6 === null)) return false;
  }
  const v9 = o2.parentHash;
  if (v9 !== void 0) {
    if (!isHash32(v9)) return false;
  }
  const v12 = o2.nonce;
  if (v12 !== void 0) {
    if (!(isBytes8(v12) || v12 === null)) return false;
  }
  const v15 = o2.sha3Uncles;
  if (v15 !== void 0) {
    if (!isHash32(v15)) return false;
  }
  const v18 = o2.logsBloom;
  if (v18 !== void 0) {
    if (!(isBloom(v18) || v18 === null)) return false;
  }
  const v21 = o2.transactionsRoot;
  if (v21 !== void 0) {
    if (!isHash32(v21)) return false;
  }
  const v24 = o2.stateRoot;
  if (v24 !== void 0) {
    if (!isHash32(v24)) return false;
  }
  const v27 = o2.receiptsRoot;
  if (v27 !== void 0) {
    if (!isHash32(v27)) return false;
  }
  const v30 = o2.miner;
  if (v30 !== void 0) {
    if (!isAddress(v30)) return false;
  }
  const v33 = o2.difficulty;
  if (v33 !== void 0) {
    if (!isQuantity(v33)) return false;
  }
  const v36 = o2.totalDifficulty;
  if (v36 !== void 0) {
    if (!(isQuantity(v36) || v36 === null)) return false;
  }
  const v39 = o2.extraData;
  if (v39 !== void 0) {
    if (!isBytes(v39)) return false;
  }
  const v42 = o2.size;
  if (v42 !== void 0) {
    if (!isQuantity(v42)) return false;
  }
  const v45 = o2.gasLimit;
  if (v45 !== void 0) {
    if (!isQuantity(v45)) return false;
  }
  const v48 = o2.gasUsed;
  if (v48 !== void 0) {
    if (!isQuantity(v48)) return false;
  }
  const v51 = o2.timestamp;
  if (v51 !== void 0) {
    if (!isQuantity(v51)) return false;
  }
  const v54 = o2.uncles;
  if (v54 !== void 0) {
    if (!Array.isArray(v54)) return false;
    const a55 = v54;
    if (a55.length < 4 || !hash32MatchesEach(a55)) {
      for (let i56 = 0; i56 < a55.length; i56++) {
        const e57 = a55[i56];
        if (!isHash32(e57)) return false;
      }
    }
  }
  const v61 = o2.mixHash;
  if (v61 !== void 0) {
    if (!isHash32(v61)) return false;
  }
  return true;
}
function isReceiptStatus(v) {
  if (!(v === "0x0" || v === "0x1")) return false;
  if (typeof v !== "string") return false;
  return true;
}
function isTransactionReceipt(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.blockHash === void 0) return false;
  if (o2.blockNumber === void 0) return false;
  if (o2.contractAddress === void 0) return false;
  if (o2.cumulativeGasUsed === void 0) return false;
  if (o2.effectiveGasPrice === void 0) return false;
  if (o2.from === void 0) return false;
  if (o2.gasUsed === void 0) return false;
  if (o2.logs === void 0) return false;
  if (o2.logsBloom === void 0) return false;
  if (o2.to === void 0) return false;
  if (o2.transactionHash === void 0) return false;
  if (o2.transactionIndex === void 0) return false;
  if (o2.type === void 0) return false;
  const v3 = o2.blockHash;
  if (v3 !== void 0) {
    if (!isHash32(v3)) return false;
  }
  const v6 = o2.blockNumber;
  if (v6 !== void 0) {
    if (!isQuantity(v6)) return false;
  }
  const v9 = o2.contractAddress;
  if (v9 !== void 0) {
    if (!(isAddress(v9) || v9 === null)) return false;
  }
  const v12 = o2.cumulativeGasUsed;
  if (v12 !== void 0) {
    if (!isQuantity(v12)) return false;
  }
  const v15 = o2.effectiveGasPrice;
  if (v15 !== void 0) {
    if (!isQuantity(v15)) return false;
  }
  const v18 = o2.from;
  if (v18 !== void 0) {
    if (!isAddress(v18)) return false;
  }
  const v21 = o2.gasUsed;
  if (v21 !== void 0) {
    if (!isQuantity(v21)) return false;
  }
  const v24 = o2.logs;
  if (v24 !== void 0) {
    if (!Array.isArray(v24)) return false;
    const a25 = v24;
    for (let i26 = 0; i26 < a25.length; i26++) {
      const e27 = a25[i26];
      if (!isLog(e27)) return false;
    }
  }
  const v31 = o2.logsBloom;
  if (v31 !== void 0) {
    if (!isBloom(v31)) return false;
  }
  const v34 = o2.root;
  if (v34 !== void 0) {
    if (!isHash32(v34)) return false;
  }
  const v37 = o2.status;
  if (v37 !== void 0) {
    if (!isReceiptStatus(v37)) return false;
  }
  const v40 = o2.to;
  if (v40 !== void 0) {
    if (!(isAddress(v40) || v40 === null)) return false;
  }
  const v43 = o2.transactionHash;
  if (v43 !== void 0) {
    if (!isHash32(v43)) return false;
  }
  const v46 = o2.transactionIndex;
  if (v46 !== void 0) {
    if (!isQuantity(v46)) return false;
  }
  const v49 = o2.type;
  if (v49 !== void 0) {
    if (!isQuantity(v49)) return false;
  }
  if ((isPostByzantiumReceiptStatus(v) ? 1 : 0) + (isPreByzantiumReceiptRoot(v) ? 1 : 0) !== 1) return false;
  return true;
}
function isLog(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.removed === void 0) return false;
  if (o2.logIndex === void 0) return false;
  if (o2.transactionIndex === void 0) return false;
  if (o2.transactionHash === void 0) return false;
  if (o2.blockHash === void 0) return false;
  if (o2.blockNumber === void 0) return false;
  if (o2.address === void 0) return false;
  if (o2.data === void 0) return false;
  if (o2.topics === void 0) return false;
  const v3 = o2.removed;
  if (v3 !== void 0) {
    if (typeof v3 !== "boolean") return false;
  }
  const v6 = o2.logIndex;
  if (v6 !== void 0) {
    if (!(isQuantity(v6) || v6 === null)) return false;
  }
  const v9 = o2.transactionIndex;
  if (v9 !== void 0) {
    if (!(isQuantity(v9) || v9 === null)) return false;
  }
  const v12 = o2.transactionHash;
  if (v12 !== void 0) {
    if (!(isHash32(v12) || v12 === null)) return false;
  }
  const v15 = o2.blockHash;
  if (v15 !== void 0) {
    if (!(isHash32(v15) || v15 === null)) return false;
  }
  const v18 = o2.blockNumber;
  if (v18 !== void 0) {
    if (!(isQuantity(v18) || v18 === null)) return false;
  }
  const v21 = o2.address;
  if (v21 !== void 0) {
    if (!isAddress(v21)) return false;
  }
  const v24 = o2.data;
  if (v24 !== void 0) {
    if (!isBytes(v24)) return false;
  }
  const v27 = o2.topics;
  if (v27 !== void 0) {
    if (!Array.isArray(v27)) return false;
    const a28 = v27;
    if (a28.length > 4) return false;
    if (a28.length < 4 || !hash32MatchesEach(a28)) {
      for (let i29 = 0; i29 < a28.length; i29++) {
        const e30 = a28[i29];
        if (!isHash32(e30)) return false;
      }
    }
  }
  return true;
}
function isPostByzantiumReceiptStatus(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.status === void 0) return false;
  }
  if (isPostByzantiumReceiptStatusNot(v)) return false;
  return true;
}
function isPostByzantiumReceiptStatusNot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.root === void 0) return false;
  }
  return true;
}
function isPreByzantiumReceiptRoot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.root === void 0) return false;
  }
  if (isPreByzantiumReceiptRootNot(v)) return false;
  return true;
}
function isPreByzantiumReceiptRootNot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.status === void 0) return false;
  }
  return true;
}
function isFilter(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.address;
  if (v3 !== void 0) {
    if (!(isAddress(v3) || isFilterAddressOption2(v3))) return false;
  }
  const v6 = o2.fromBlock;
  if (v6 !== void 0) {
    if (!isBlockNumberOrTag(v6)) return false;
  }
  const v9 = o2.toBlock;
  if (v9 !== void 0) {
    if (!isBlockNumberOrTag(v9)) return false;
  }
  const v12 = o2.topics;
  if (v12 !== void 0) {
    if (!Array.isArray(v12)) return false;
    const a13 = v12;
    for (let i14 = 0; i14 < a13.length; i14++) {
      const e15 = a13[i14];
      if (!isFilterTopic(e15)) return false;
    }
  }
  const v19 = o2.blockHash;
  if (v19 !== void 0) {
    if (!isHash32(v19)) return false;
  }
  if (isFilterNot(v)) return false;
  return true;
}
function isFilterAddressOption2(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  if (a1.length < 4 || !addressMatchesEach(a1)) {
    for (let i2 = 0; i2 < a1.length; i2++) {
      const e3 = a1[i2];
      if (!isAddress(e3)) return false;
    }
  }
  return true;
}
function isFilterTopic(v) {
  if (!(isHash32(v) || v === null || isTransactionHashes(v))) return false;
  return true;
}
function isFilterNot(v) {
  if (!(isFilterNotOption1(v) || isFilterNotOption2(v))) return false;
  return true;
}
function isFilterNotOption1(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.blockHash === void 0) return false;
    if (o2.fromBlock === void 0) return false;
  }
  return true;
}
function isFilterNotOption2(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.blockHash === void 0) return false;
    if (o2.toBlock === void 0) return false;
  }
  return true;
}
function isSubscriptionId(v) {
  if (typeof v !== "string") return false;
  if (codePointLength(v) < 1) return false;
  if (codePointLength(v) > 128) return false;
  return true;
}
function isLogSubscriptionFilter(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.address;
  if (v3 !== void 0) {
    if (!(isAddress(v3) || isFilterAddressOption2(v3))) return false;
  }
  const v6 = o2.topics;
  if (v6 !== void 0) {
    if (!Array.isArray(v6)) return false;
    const a7 = v6;
    for (let i8 = 0; i8 < a7.length; i8++) {
      const e9 = a7[i8];
      if (!isFilterTopic(e9)) return false;
    }
  }
  if (isLogSubscriptionFilterNot(v)) return false;
  return true;
}
function isLogSubscriptionFilterNot(v) {
  if (!(isLogSubscriptionFilterNotOption1(v) || isLogSubscriptionFilterNotOption2(v) || isLogSubscriptionFilterNotOption3(v))) return false;
  return true;
}
function isLogSubscriptionFilterNotOption1(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.fromBlock === void 0) return false;
  }
  return true;
}
function isLogSubscriptionFilterNotOption2(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.toBlock === void 0) return false;
  }
  return true;
}
function isLogSubscriptionFilterNotOption3(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.blockHash === void 0) return false;
  }
  return true;
}
function isTransactionReceiptsFilter(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.transactionHashes;
  if (v3 !== void 0) {
    if (!Array.isArray(v3)) return false;
    const a4 = v3;
    if (a4.length < 4 || !hash32MatchesEach(a4)) {
      for (let i5 = 0; i5 < a4.length; i5++) {
        const e6 = a4[i5];
        if (!isHash32(e6)) return false;
      }
    }
  }
  return true;
}
function isCallObject(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.from;
  if (v3 !== void 0) {
    if (!isAddress(v3)) return false;
  }
  const v6 = o2.to;
  if (v6 !== void 0) {
    if (!isAddress(v6)) return false;
  }
  const v9 = o2.gas;
  if (v9 !== void 0) {
    if (!isQuantity(v9)) return false;
  }
  const v12 = o2.gasPrice;
  if (v12 !== void 0) {
    if (!isQuantity(v12)) return false;
  }
  const v15 = o2.maxPriorityFeePerGas;
  if (v15 !== void 0) {
    if (!isQuantity(v15)) return false;
  }
  const v18 = o2.maxFeePerGas;
  if (v18 !== void 0) {
    if (!isQuantity(v18)) return false;
  }
  const v21 = o2.value;
  if (v21 !== void 0) {
    if (!isQuantity(v21)) return false;
  }
  const v24 = o2.data;
  if (v24 !== void 0) {
    if (!isBytes(v24)) return false;
  }
  return true;
}
function isEthCallObject(v) {
  {
    const v3 = v;
    if (!isCallObject(v3)) return false;
  }
  return true;
}
function isStateOverride(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  for (const k3 in o2) {
    const v4 = o2[k3];
    if (true) {
      if (!isAccountOverride(v4)) return false;
    }
  }
  if (Object.keys(o2).length > 64) return false;
  for (const k9 in o2) if (!isAddress(k9)) return false;
  return true;
}
function isAccountOverride(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.balance;
  if (v3 !== void 0) {
    if (!isQuantity(v3)) return false;
  }
  const v6 = o2.nonce;
  if (v6 !== void 0) {
    if (!isQuantity(v6)) return false;
  }
  const v9 = o2.code;
  if (v9 !== void 0) {
    if (!isBytes(v9)) return false;
  }
  const v12 = o2.state;
  if (v12 !== void 0) {
    if (!isStorageOverride(v12)) return false;
  }
  const v15 = o2.stateDiff;
  if (v15 !== void 0) {
    if (!isStorageOverride(v15)) return false;
  }
  if (isAccountOverrideNot(v)) return false;
  return true;
}
function isStorageOverride(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  for (const k3 in o2) {
    const v4 = o2[k3];
    if (true) {
      if (!isHash32(v4)) return false;
    }
  }
  if (Object.keys(o2).length > 256) return false;
  for (const k9 in o2) if (!isHash32(k9)) return false;
  return true;
}
function isAccountOverrideNot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.state === void 0) return false;
    if (o2.stateDiff === void 0) return false;
  }
  return true;
}
function isStorageProof(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.key === void 0) return false;
  if (o2.value === void 0) return false;
  if (o2.proof === void 0) return false;
  const v3 = o2.key;
  if (v3 !== void 0) {
    if (!isStorageSlot(v3)) return false;
  }
  const v6 = o2.value;
  if (v6 !== void 0) {
    if (!isQuantity(v6)) return false;
  }
  const v9 = o2.proof;
  if (v9 !== void 0) {
    if (!Array.isArray(v9)) return false;
    const a10 = v9;
    for (let i11 = 0; i11 < a10.length; i11++) {
      const e12 = a10[i11];
      if (!isBytes(e12)) return false;
    }
  }
  return true;
}
function isAccountProof(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.address === void 0) return false;
  if (o2.balance === void 0) return false;
  if (o2.codeHash === void 0) return false;
  if (o2.nonce === void 0) return false;
  if (o2.storageHash === void 0) return false;
  if (o2.accountProof === void 0) return false;
  if (o2.storageProof === void 0) return false;
  const v3 = o2.address;
  if (v3 !== void 0) {
    if (!isAddress(v3)) return false;
  }
  const v6 = o2.balance;
  if (v6 !== void 0) {
    if (!isQuantity(v6)) return false;
  }
  const v9 = o2.codeHash;
  if (v9 !== void 0) {
    if (!isHash32(v9)) return false;
  }
  const v12 = o2.nonce;
  if (v12 !== void 0) {
    if (!isQuantity(v12)) return false;
  }
  const v15 = o2.storageHash;
  if (v15 !== void 0) {
    if (!isHash32(v15)) return false;
  }
  const v18 = o2.accountProof;
  if (v18 !== void 0) {
    if (!Array.isArray(v18)) return false;
    const a19 = v18;
    for (let i20 = 0; i20 < a19.length; i20++) {
      const e21 = a19[i20];
      if (!isBytes(e21)) return false;
    }
  }
  const v25 = o2.storageProof;
  if (v25 !== void 0) {
    if (!Array.isArray(v25)) return false;
    const a26 = v25;
    for (let i27 = 0; i27 < a26.length; i27++) {
      const e28 = a26[i27];
      if (!isStorageProof(e28)) return false;
    }
  }
  return true;
}
function isBase58String(v) {
  if (typeof v !== "string") return false;
  if (!base58StringMatches(v)) return false;
  return true;
}
function isPubkey(v) {
  if (typeof v !== "string") return false;
  if (!base58StringMatches(v)) return false;
  if (codePointLength(v) < 32) return false;
  if (codePointLength(v) > 44) return false;
  return true;
}
function isBase64String(v) {
  if (typeof v !== "string") return false;
  if (!base64StringPattern.test(v)) return false;
  return true;
}
function isCommitment(v) {
  if (!(v === "finalized" || v === "confirmed" || v === "processed")) return false;
  if (typeof v !== "string") return false;
  return true;
}
function isAccountEncoding(v) {
  if (!(v === "base58" || v === "base64" || v === "base64+zstd" || v === "jsonParsed")) return false;
  if (typeof v !== "string") return false;
  return true;
}
function isDataSlice(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.offset === void 0) return false;
  if (o2.length === void 0) return false;
  const v3 = o2.offset;
  if (v3 !== void 0) {
    if (!(typeof v3 === "number" && Number.isInteger(v3))) return false;
    if (v3 < 0) return false;
  }
  const v6 = o2.length;
  if (v6 !== void 0) {
    if (!(typeof v6 === "number" && Number.isInteger(v6))) return false;
    if (v6 < 0) return false;
  }
  return true;
}
function isTokenAccountsFilter(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.mint;
  if (v3 !== void 0) {
    if (!isPubkey(v3)) return false;
  }
  const v6 = o2.programId;
  if (v6 !== void 0) {
    if (!isPubkey(v6)) return false;
  }
  if ((isByMint(v) ? 1 : 0) + (isByProgramId(v) ? 1 : 0) !== 1) return false;
  return true;
}
function isByMint(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.mint === void 0) return false;
  }
  if (isByMintNot(v)) return false;
  return true;
}
function isByMintNot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.programId === void 0) return false;
  }
  return true;
}
function isByProgramId(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.programId === void 0) return false;
  }
  if (isByProgramIdNot(v)) return false;
  return true;
}
function isByProgramIdNot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.mint === void 0) return false;
  }
  return true;
}
function isTokenAccountsByDelegateConfig(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.commitment;
  if (v3 !== void 0) {
    if (!isCommitment(v3)) return false;
  }
  const v6 = o2.encoding;
  if (v6 !== void 0) {
    if (!isAccountEncoding(v6)) return false;
  }
  const v9 = o2.dataSlice;
  if (v9 !== void 0) {
    if (!isDataSlice(v9)) return false;
  }
  const v12 = o2.minContextSlot;
  if (v12 !== void 0) {
    if (!(typeof v12 === "number" && Number.isInteger(v12))) return false;
    if (v12 < 0) return false;
  }
  if (isTokenAccountsByDelegateConfigNot(v)) return false;
  return true;
}
function isTokenAccountsByDelegateConfigNot(v) {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const o2 = v;
    if (o2.dataSlice === void 0) return false;
    if (o2.encoding === void 0) return false;
    const v3 = o2.encoding;
    if (v3 !== void 0) {
      if (!(v3 === "jsonParsed")) return false;
    }
  }
  return true;
}
function isVoteAccountsConfig(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.commitment;
  if (v3 !== void 0) {
    if (!isCommitment(v3)) return false;
  }
  const v6 = o2.votePubkey;
  if (v6 !== void 0) {
    if (!isPubkey(v6)) return false;
  }
  const v9 = o2.keepUnstakedDelinquents;
  if (v9 !== void 0) {
    if (typeof v9 !== "boolean") return false;
  }
  const v12 = o2.delinquentSlotDistance;
  if (v12 !== void 0) {
    if (!(typeof v12 === "number" && Number.isInteger(v12))) return false;
    if (v12 < 0) return false;
  }
  return true;
}
function isFeeForMessageConfig(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.commitment;
  if (v3 !== void 0) {
    if (!isCommitment(v3)) return false;
  }
  const v6 = o2.minContextSlot;
  if (v6 !== void 0) {
    if (!(typeof v6 === "number" && Number.isInteger(v6))) return false;
    if (v6 < 0) return false;
  }
  return true;
}
function isRpcContext(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.slot === void 0) return false;
  const v3 = o2.slot;
  if (v3 !== void 0) {
    if (!(typeof v3 === "number" && Number.isInteger(v3))) return false;
    if (v3 < 0) return false;
  }
  const v6 = o2.apiVersion;
  if (v6 !== void 0) {
    if (typeof v6 !== "string") return false;
  }
  return true;
}
function isTokenAmount(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.amount === void 0) return false;
  if (o2.decimals === void 0) return false;
  if (o2.uiAmount === void 0) return false;
  if (o2.uiAmountString === void 0) return false;
  const v3 = o2.amount;
  if (v3 !== void 0) {
    if (!isDecimalString(v3)) return false;
  }
  const v6 = o2.decimals;
  if (v6 !== void 0) {
    if (!(typeof v6 === "number" && Number.isInteger(v6))) return false;
    if (v6 < 0) return false;
  }
  const v9 = o2.uiAmount;
  if (v9 !== void 0) {
    if (!(typeof v9 === "number" && Number.isFinite(v9) || v9 === null)) return false;
  }
  const v12 = o2.uiAmountString;
  if (v12 !== void 0) {
    if (typeof v12 !== "string") return false;
  }
  return true;
}
function isTokenAccountInfo(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.tokenAmount === void 0) return false;
  if (o2.delegate === void 0) return false;
  if (o2.delegatedAmount === void 0) return false;
  if (o2.state === void 0) return false;
  if (o2.isNative === void 0) return false;
  if (o2.mint === void 0) return false;
  if (o2.owner === void 0) return false;
  const v3 = o2.tokenAmount;
  if (v3 !== void 0) {
    if (!isTokenAmount(v3)) return false;
  }
  const v6 = o2.delegate;
  if (v6 !== void 0) {
    if (!isPubkey(v6)) return false;
  }
  const v9 = o2.delegatedAmount;
  if (v9 !== void 0) {
    if (!isTokenAmount(v9)) return false;
  }
  const v12 = o2.state;
  if (v12 !== void 0) {
    if (typeof v12 !== "string") return false;
  }
  const v15 = o2.isNative;
  if (v15 !== void 0) {
    if (typeof v15 !== "boolean") return false;
  }
  const v18 = o2.mint;
  if (v18 !== void 0) {
    if (!isPubkey(v18)) return false;
  }
  const v21 = o2.owner;
  if (v21 !== void 0) {
    if (!isPubkey(v21)) return false;
  }
  return true;
}
function isParsedTokenAccount(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.info === void 0) return false;
  if (o2.type === void 0) return false;
  const v3 = o2.info;
  if (v3 !== void 0) {
    if (!isTokenAccountInfo(v3)) return false;
  }
  const v6 = o2.type;
  if (v6 !== void 0) {
    if (typeof v6 !== "string") return false;
  }
  return true;
}
function isParsedTokenAccountData(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.program === void 0) return false;
  if (o2.parsed === void 0) return false;
  if (o2.space === void 0) return false;
  const v3 = o2.program;
  if (v3 !== void 0) {
    if (typeof v3 !== "string") return false;
  }
  const v6 = o2.parsed;
  if (v6 !== void 0) {
    if (!isParsedTokenAccount(v6)) return false;
  }
  const v9 = o2.space;
  if (v9 !== void 0) {
    if (!(typeof v9 === "number" && Number.isInteger(v9))) return false;
    if (v9 < 0) return false;
  }
  return true;
}
function isEncodedAccountData(v) {
  if (!(isDataAndEncoding(v) || typeof v === "string")) return false;
  return true;
}
function isDataAndEncoding(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  if (a1.length < 2) return false;
  if (a1.length > 2) return false;
  if (a1.length > 0) {
    const e2 = a1[0];
    if (typeof e2 !== "string") return false;
  }
  if (a1.length > 1) {
    const e5 = a1[1];
    if (!(e5 === "base58" || e5 === "base64" || e5 === "base64+zstd")) return false;
    if (typeof e5 !== "string") return false;
  }
  return true;
}
function isEncodedString(v) {
  if (typeof v !== "string") return false;
  return true;
}
function isTokenAccount(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.data === void 0) return false;
  if (o2.executable === void 0) return false;
  if (o2.lamports === void 0) return false;
  if (o2.owner === void 0) return false;
  if (o2.rentEpoch === void 0) return false;
  if (o2.space === void 0) return false;
  const v3 = o2.data;
  if (v3 !== void 0) {
    if (!(isEncodedAccountData(v3) || isParsedTokenAccountData(v3))) return false;
  }
  const v6 = o2.executable;
  if (v6 !== void 0) {
    if (typeof v6 !== "boolean") return false;
  }
  const v9 = o2.lamports;
  if (v9 !== void 0) {
    if (!(typeof v9 === "number" && Number.isInteger(v9))) return false;
    if (v9 < 0) return false;
  }
  const v12 = o2.owner;
  if (v12 !== void 0) {
    if (!isPubkey(v12)) return false;
  }
  const v15 = o2.rentEpoch;
  if (v15 !== void 0) {
    if (!(typeof v15 === "number" && Number.isInteger(v15))) return false;
    if (v15 < 0) return false;
  }
  const v18 = o2.space;
  if (v18 !== void 0) {
    if (!(typeof v18 === "number" && Number.isInteger(v18))) return false;
    if (v18 < 0) return false;
  }
  return true;
}
function isTokenAccountEntry(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.pubkey === void 0) return false;
  if (o2.account === void 0) return false;
  const v3 = o2.pubkey;
  if (v3 !== void 0) {
    if (!isPubkey(v3)) return false;
  }
  const v6 = o2.account;
  if (v6 !== void 0) {
    if (!isTokenAccount(v6)) return false;
  }
  return true;
}
function isTokenAccountsByDelegateResult(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.context === void 0) return false;
  if (o2.value === void 0) return false;
  const v3 = o2.context;
  if (v3 !== void 0) {
    if (!isRpcContext(v3)) return false;
  }
  const v6 = o2.value;
  if (v6 !== void 0) {
    if (!Array.isArray(v6)) return false;
    const a7 = v6;
    for (let i8 = 0; i8 < a7.length; i8++) {
      const e9 = a7[i8];
      if (!isTokenAccountEntry(e9)) return false;
    }
  }
  return true;
}
function isEpochCredits(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  if (a1.length < 3) return false;
  if (a1.length > 3) return false;
  if (a1.length > 0) {
    const e2 = a1[0];
    if (!(typeof e2 === "number" && Number.isInteger(e2))) return false;
    if (e2 < 0) return false;
  }
  if (a1.length > 1) {
    const e5 = a1[1];
    if (!(typeof e5 === "number" && Number.isInteger(e5))) return false;
    if (e5 < 0) return false;
  }
  if (a1.length > 2) {
    const e8 = a1[2];
    if (!(typeof e8 === "number" && Number.isInteger(e8))) return false;
    if (e8 < 0) return false;
  }
  return true;
}
function isVoteAccountEntry(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.activatedStake === void 0) return false;
  if (o2.commission === void 0) return false;
  if (o2.epochCredits === void 0) return false;
  if (o2.epochVoteAccount === void 0) return false;
  if (o2.lastVote === void 0) return false;
  if (o2.nodePubkey === void 0) return false;
  if (o2.rootSlot === void 0) return false;
  if (o2.votePubkey === void 0) return false;
  const v3 = o2.activatedStake;
  if (v3 !== void 0) {
    if (!(typeof v3 === "number" && Number.isInteger(v3))) return false;
    if (v3 < 0) return false;
  }
  const v6 = o2.commission;
  if (v6 !== void 0) {
    if (!(typeof v6 === "number" && Number.isInteger(v6))) return false;
    if (v6 < 0) return false;
    if (v6 > 100) return false;
  }
  const v9 = o2.epochCredits;
  if (v9 !== void 0) {
    if (!Array.isArray(v9)) return false;
    const a10 = v9;
    for (let i11 = 0; i11 < a10.length; i11++) {
      const e12 = a10[i11];
      if (!isEpochCredits(e12)) return false;
    }
  }
  const v16 = o2.epochVoteAccount;
  if (v16 !== void 0) {
    if (typeof v16 !== "boolean") return false;
  }
  const v19 = o2.lastVote;
  if (v19 !== void 0) {
    if (!(typeof v19 === "number" && Number.isInteger(v19))) return false;
    if (v19 < 0) return false;
  }
  const v22 = o2.nodePubkey;
  if (v22 !== void 0) {
    if (!isPubkey(v22)) return false;
  }
  const v25 = o2.rootSlot;
  if (v25 !== void 0) {
    if (!(typeof v25 === "number" && Number.isInteger(v25))) return false;
    if (v25 < 0) return false;
  }
  const v28 = o2.votePubkey;
  if (v28 !== void 0) {
    if (!isPubkey(v28)) return false;
  }
  return true;
}
function isVoteAccounts(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.current === void 0) return false;
  if (o2.delinquent === void 0) return false;
  const v3 = o2.current;
  if (v3 !== void 0) {
    if (!Array.isArray(v3)) return false;
    const a4 = v3;
    for (let i5 = 0; i5 < a4.length; i5++) {
      const e6 = a4[i5];
      if (!isVoteAccountEntry(e6)) return false;
    }
  }
  const v10 = o2.delinquent;
  if (v10 !== void 0) {
    if (!Array.isArray(v10)) return false;
    const a11 = v10;
    for (let i12 = 0; i12 < a11.length; i12++) {
      const e13 = a11[i12];
      if (!isVoteAccountEntry(e13)) return false;
    }
  }
  return true;
}
function isFeeForMessageResponse(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.context === void 0) return false;
  if (o2.value === void 0) return false;
  const v3 = o2.context;
  if (v3 !== void 0) {
    if (!isRpcContext(v3)) return false;
  }
  const v6 = o2.value;
  if (v6 !== void 0) {
    if (!(typeof v6 === "number" && Number.isFinite(v6) || v6 === null)) return false;
  }
  return true;
}
function isJsonNumber(v) {
  if (!(typeof v === "number" && Number.isFinite(v))) return false;
  return true;
}
function isStarknetHex(v) {
  if (typeof v !== "string") return false;
  if (!starknetHexMatches(v)) return false;
  return true;
}
function isDataAvailabilityMode(v) {
  if (typeof v !== "string") return false;
  return true;
}
function isResourceBounds(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.l1_gas;
  if (v3 !== void 0) {
    if (!isStarknetHex(v3)) return false;
  }
  const v6 = o2.l2_gas;
  if (v6 !== void 0) {
    if (!isStarknetHex(v6)) return false;
  }
  return true;
}
function isDeployAccountTransaction(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  const v3 = o2.type;
  if (v3 !== void 0) {
    if (!(v3 === "DEPLOY_ACCOUNT")) return false;
    if (typeof v3 !== "string") return false;
  }
  const v6 = o2.version;
  if (v6 !== void 0) {
    if (!isStarknetHex(v6)) return false;
  }
  const v9 = o2.signature;
  if (v9 !== void 0) {
    if (!Array.isArray(v9)) return false;
    const a10 = v9;
    for (let i11 = 0; i11 < a10.length; i11++) {
      const e12 = a10[i11];
      if (!isDecimalString(e12)) return false;
    }
  }
  const v16 = o2.nonce;
  if (v16 !== void 0) {
    if (!isStarknetHex(v16)) return false;
  }
  const v19 = o2.contract_address_salt;
  if (v19 !== void 0) {
    if (!isStarknetHex(v19)) return false;
  }
  const v22 = o2.class_hash;
  if (v22 !== void 0) {
    if (!isStarknetHex(v22)) return false;
  }
  const v25 = o2.constructor_calldata;
  if (v25 !== void 0) {
    if (!Array.isArray(v25)) return false;
    const a26 = v25;
    for (let i27 = 0; i27 < a26.length; i27++) {
      const e28 = a26[i27];
      if (!isStarknetHex(e28)) return false;
    }
  }
  const v32 = o2.resource_bounds;
  if (v32 !== void 0) {
    if (!isResourceBounds(v32)) return false;
  }
  const v35 = o2.tip;
  if (v35 !== void 0) {
    if (!isStarknetHex(v35)) return false;
  }
  const v38 = o2.paymaster_data;
  if (v38 !== void 0) {
    if (!Array.isArray(v38)) return false;
  }
  const v41 = o2.nonce_data_availability_mode;
  if (v41 !== void 0) {
    if (!isDataAvailabilityMode(v41)) return false;
  }
  const v44 = o2.fee_data_availability_mode;
  if (v44 !== void 0) {
    if (!isDataAvailabilityMode(v44)) return false;
  }
  return true;
}
function isDeployAccountTransactionResult(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const o2 = v;
  if (o2.transaction_hash === void 0) return false;
  if (o2.contract_address === void 0) return false;
  const v3 = o2.transaction_hash;
  if (v3 !== void 0) {
    if (!isStarknetHex(v3)) return false;
  }
  const v6 = o2.contract_address;
  if (v6 !== void 0) {
    if (!isStarknetHex(v6)) return false;
  }
  return true;
}
function isEthGetLogsResult(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  for (let i2 = 0; i2 < a1.length; i2++) {
    const e3 = a1[i2];
    if (!isLog(e3)) return false;
  }
  return true;
}
function isEthGetUncleByBlockHashAndIndexResult(v) {
  if (!(isUncleBlock(v) || v === null)) return false;
  return true;
}
function isEthGetTransactionByHashResult(v) {
  if (!(isTransaction(v) || v === null)) return false;
  return true;
}
function isJsonBoolean(v) {
  if (typeof v !== "boolean") return false;
  return true;
}
function isEthGetBlockByNumberResult(v) {
  if (!(isBlock(v) || v === null)) return false;
  return true;
}
function isEthGetTransactionReceiptResult(v) {
  if (!(isTransactionReceipt(v) || v === null)) return false;
  return true;
}
function isGetFeeForMessageResult(v) {
  if (!(isFeeForMessageResponse(v) || v === null)) return false;
  return true;
}
function isTransactionReceiptsNotification(v) {
  if (!Array.isArray(v)) return false;
  const a1 = v;
  for (let i2 = 0; i2 < a1.length; i2++) {
    const e3 = a1[i2];
    if (!isTransactionReceipt(e3)) return false;
  }
  return true;
}
export {
  isAccessList,
  isAccessListEntry,
  isAccountEncoding,
  isAccountOverride,
  isAccountOverrideNot,
  isAccountProof,
  isAddress,
  isBase58String,
  isBase64String,
  isBlock,
  isBlockHeader,
  isBlockNumberOrTag,
  isBlockTag,
  isBloom,
  isByMint,
  isByMintNot,
  isByProgramId,
  isByProgramIdNot,
  isBytes,
  isBytes8,
  isCallObject,
  isCommitment,
  isDataAndEncoding,
  isDataAvailabilityMode,
  isDataSlice,
  isDecimalString,
  isDeployAccountTransaction,
  isDeployAccountTransactionResult,
  isEncodedAccountData,
  isEncodedString,
  isEpochCredits,
  isEthCallObject,
  isEthGetBlockByNumberResult,
  isEthGetLogsResult,
  isEthGetTransactionByHashResult,
  isEthGetTransactionReceiptResult,
  isEthGetUncleByBlockHashAndIndexResult,
  isFeeForMessageConfig,
  isFeeForMessageResponse,
  isFilter,
  isFilterAddressOption2,
  isFilterNot,
  isFilterNotOption1,
  isFilterNotOption2,
  isFilterTopic,
  isFullTransactions,
  isGetFeeForMessageResult,
  isHash32,
  isJsonBoolean,
  isJsonNull,
  isJsonNumber,
  isLog,
  isLogSubscriptionFilter,
  isLogSubscriptionFilterNot,
  isLogSubscriptionFilterNotOption1,
  isLogSubscriptionFilterNotOption2,
  isLogSubscriptionFilterNotOption3,
  isParsedTokenAccount,
  isParsedTokenAccountData,
  isPostByzantiumReceiptStatus,
  isPostByzantiumReceiptStatusNot,
  isPreByzantiumReceiptRoot,
  isPreByzantiumReceiptRootNot,
  isProofBlockNumberOrTag,
  isProofBlockTag,
  isPubkey,
  isQuantity,
  isReceiptStatus,
  isResourceBounds,
  isRpcContext,
  isStarknetHex,
  isStateOverride,
  isStorageOverride,
  isStorageProof,
  isStorageSlot,
  isSubscriptionId,
  isTokenAccount,
  isTokenAccountEntry,
  isTokenAccountInfo,
  isTokenAccountsByDelegateConfig,
  isTokenAccountsByDelegateConfigNot,
  isTokenAccountsByDelegateResult,
  isTokenAccountsFilter,
  isTokenAmount,
  isTransaction,
  isTransactionHashes,
  isTransactionReceipt,
  isTransactionReceiptsFilter,
  isTransactionReceiptsNotification,
  isUint256,
  isUncleBlock,
  isVoteAccountEntry,
  isVoteAccounts,
  isVoteAccountsConfig
};
