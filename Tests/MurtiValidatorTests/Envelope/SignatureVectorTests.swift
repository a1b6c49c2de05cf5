import Testing
@testable import MurtiValidator

/// Ed25519 and ES256 against published vectors: RFC 8032 §7.1, the "Taming the many EdDSAs"
/// set (Chalkias, Garillot, Nikolaenko 2020) where RFC 8032 is unambiguous, RFC 6979 A.2.5.
@Suite("Signature vectors")
struct SignatureVectorTests {
    // RFC 8032 §7.1 TEST 1 (empty message) and TEST 2 (one byte 0x72).
    static let rfc8032 = [
        (seed: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
         publicKey: "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", message: "",
         signature: "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"),
        (seed: "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
         publicKey: "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", message: "72",
         signature: "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"),
    ]

    @Test("RFC 8032 §7.1: public key, deterministic signature, verification", arguments: rfc8032.indices)
    func rfc8032Vector(_ index: Int) throws {
        let vector = Self.rfc8032[index]
        let seed = Hex.bytes(vector.seed), message = Hex.bytes(vector.message)
        #expect(Hex.string(try Ed25519.publicKey(seed: seed)) == vector.publicKey)
        #expect(Hex.string(try Ed25519.sign(message, seed: seed)) == vector.signature)
        #expect(Ed25519.isValidSignature(Hex.bytes(vector.signature), of: message, publicKey: Hex.bytes(vector.publicKey)))
    }

    @Test("Ed25519 refuses a changed message, a flipped signature bit, truncated and over-long signatures")
    func ed25519Refusals() {
        let vector = Self.rfc8032[1]
        let key = Hex.bytes(vector.publicKey), signature = Hex.bytes(vector.signature)
        #expect(!Ed25519.isValidSignature(signature, of: [0x73], publicKey: key))
        var flipped = signature
        flipped[10] ^= 0x01
        #expect(!Ed25519.isValidSignature(flipped, of: [0x72], publicKey: key))
        #expect(!Ed25519.isValidSignature(Array(signature.dropLast()), of: [0x72], publicKey: key))
        #expect(!Ed25519.isValidSignature(signature + [0], of: [0x72], publicKey: key))
        #expect(!Ed25519.isValidSignature(signature, of: [0x72], publicKey: Array(key.dropLast())))
    }

    // "Taming the many EdDSAs", vector 6: S = S' + L with A and R of order L. RFC 8032
    // §5.1.7 requires 0 <= S < L, so every conforming verifier refuses it.
    static let nonCanonicalS = (
        message: "85e241a07d148b41e47d62c63f830dc7a6851a0b1f33ae4bb2f507fb6cffec40",
        publicKey: "442aad9f089ad9e14647b1ef9099a1ff4798d78589e66f28eca69c11f582a623",
        signature: "e96f66be976d82e60150baecff9906684aebb1ef181f67a7189ac78ea23b6c0e547f7690a0e2ddcd04d87dbc3490dc19b3b3052f7ff0538cb68afb369ba3a514")

    @Test("Taming the many EdDSAs #6: S >= L is refused (RFC 8032 §5.1.7)")
    func nonCanonicalSRefused() {
        let vector = Self.nonCanonicalS
        #expect(!Ed25519.isValidSignature(Hex.bytes(vector.signature), of: Hex.bytes(vector.message),
                                          publicKey: Hex.bytes(vector.publicKey)))
        // The same signature with S reduced modulo L (S - L) verifies: the refusal is the range check.
        let reduced = "e96f66be976d82e60150baecff9906684aebb1ef181f67a7189ac78ea23b6c0e"
            + "67ab8033867fcb752e3b86195696fd04b3b3052f7ff0538cb68afb369ba3a504"
        #expect(Ed25519.isValidSignature(Hex.bytes(reduced), of: Hex.bytes(vector.message),
                                         publicKey: Hex.bytes(vector.publicKey)))
    }

    @Test("S + L over a valid signature is refused; the same signature with S is accepted")
    func addingGroupOrder() throws {
        let vector = Self.rfc8032[0]
        let signature = Hex.bytes(vector.signature), key = Hex.bytes(vector.publicKey)
        // L = 2^252 + 27742317777372353535851937790883648493, little-endian.
        let order = Hex.bytes("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
        var sum = Array(signature.prefix(32))
        var carry = 0
        for index in 0..<32 {
            let total = Int(signature[32 + index]) + Int(order[index]) + carry
            sum.append(UInt8(total & 0xFF))
            carry = total >> 8
        }
        #expect(carry == 0)
        #expect(Ed25519.isValidSignature(signature, of: [], publicKey: key))
        #expect(!Ed25519.isValidSignature(sum, of: [], publicKey: key))
    }

    // "Taming the many EdDSAs", vector 3: mixed-order A and R, S < L; both the cofactored and
    // the cofactorless equation hold, so RFC 8032 accepts it whichever a verifier uses.
    @Test("Taming the many EdDSAs #3: mixed-order A and R passing both equations is accepted")
    func mixedOrderBothEquations() {
        let message = Hex.bytes("9bd9f44f4dcc75bd531b56b2cd280b0bb38fc1cd6d1230e14861d861de092e79")
        let key = Hex.bytes("cdb267ce40c5cd45306fa5d2f29731459387dbf9eb933b7bd5aed9a765b88d4d")
        let signature = Hex.bytes("9046a64750444938de19f227bb80485e92b83fdb4b6506c160484c016cc1852f"
            + "87909e14428a7a1d62e9f22f3d3ad7802db02eb2e688b6c52fcd6648a98bd009")
        #expect(Ed25519.isValidSignature(signature, of: message, publicKey: key))
    }

    // RFC 6979 A.2.5: P-256, private key x, public key (Ux, Uy), SHA-256 signatures of
    // "sample" and "test" (k deterministic; verification does not depend on it).
    static let p256Private = "c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721"
    static let p256Public = "04" + "60fed4ba255a9d31c961eb74c6356d68c049b8923b61fa6ce669622e60f29fb6"
        + "7903fe1008b8bc99a41ae9e95628bc64f2f1b20c2d7e9f5177a3c294d4462299"
    static let rfc6979 = [
        (message: "sample", signature: "efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"
            + "f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8"),
        (message: "test", signature: "f1abb023518351cd71d881567b1ea663ed3efcf6c5132b354f28d3b0b7d38367"
            + "019f4113742a2b14bd25926b49c649155f267e60d3814b4c0cc84250e46f0083"),
    ]

    @Test("RFC 6979 A.2.5 ES256 signatures verify as raw r‖s", arguments: rfc6979.indices)
    func rfc6979Vector(_ index: Int) {
        let vector = Self.rfc6979[index]
        let key = Hex.bytes(Self.p256Public), signature = Hex.bytes(vector.signature)
        #expect(ES256.isValidSignature(signature, of: Array(vector.message.utf8), publicKey: key))
        #expect(!ES256.isValidSignature(signature, of: Array((vector.message + ".").utf8), publicKey: key))
        var swapped = Array(signature.suffix(32) + signature.prefix(32))
        #expect(!ES256.isValidSignature(swapped, of: Array(vector.message.utf8), publicKey: key))
        swapped = Array(signature.dropLast())
        #expect(!ES256.isValidSignature(swapped, of: Array(vector.message.utf8), publicKey: key))
    }

    @Test("ES256 signing produces r‖s that verifies; a mismatched public key is refused")
    func es256Signing() throws {
        let scalar = Hex.bytes(Self.p256Private), point = Hex.bytes(Self.p256Public)
        let message = Array("murti".utf8)
        let signature = try ES256.sign(message, privateKey: scalar, publicKey: point)
        #expect(signature.count == 64)
        #expect(ES256.isValidSignature(signature, of: message, publicKey: point))
        // The P-256 base point G is the public key of the scalar 1, not of x.
        let generator = Hex.bytes("046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
            + "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")
        #expect(throws: CryptoError.self) { try ES256.sign(message, privateKey: scalar, publicKey: generator) }
    }

    @Test("ES256 public keys: on-curve uncompressed points load; others are refused")
    func es256Keys() throws {
        try ES256.checkPublicKey(Hex.bytes(Self.p256Public))
        var offCurve = Hex.bytes(Self.p256Public)
        offCurve[64] ^= 0x01
        #expect(throws: CryptoError.self) { try ES256.checkPublicKey(offCurve) }
        #expect(throws: CryptoError.self) { try ES256.checkPublicKey(Array(Hex.bytes(Self.p256Public).prefix(33))) }
        var compressedTag = Hex.bytes(Self.p256Public)
        compressedTag[0] = 0x02
        #expect(throws: CryptoError.self) { try ES256.checkPublicKey(compressedTag) }
        #expect(!ES256.isValidSignature(Hex.bytes(Self.rfc6979[0].signature), of: Array("sample".utf8), publicKey: offCurve))
    }

    @Test("ES256 r or s of zero is refused")
    func es256ZeroHalves() {
        let key = Hex.bytes(Self.p256Public), signature = Hex.bytes(Self.rfc6979[0].signature)
        let zeroR = [UInt8](repeating: 0, count: 32) + signature.suffix(32)
        let zeroS = Array(signature.prefix(32)) + [UInt8](repeating: 0, count: 32)
        #expect(!ES256.isValidSignature(zeroR, of: Array("sample".utf8), publicKey: key))
        #expect(!ES256.isValidSignature(zeroS, of: Array("sample".utf8), publicKey: key))
    }
}
