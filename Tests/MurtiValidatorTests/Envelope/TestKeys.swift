@testable import MurtiValidator

/// Keys from published test vectors (never the corpus's): RFC 8032 §7.1 TEST 1 (Ed25519),
/// RFC 6979 A.2.5 (P-256), RFC 9180 A.1 (the X25519 recipient).
enum TestKeys {
    static let ed25519Seed = Hex.bytes("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    static let ed25519Public = Hex.bytes("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
    static let es256Scalar = Hex.bytes("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721")
    static let es256Public = Hex.bytes("04" + "60fed4ba255a9d31c961eb74c6356d68c049b8923b61fa6ce669622e60f29fb6"
        + "7903fe1008b8bc99a41ae9e95628bc64f2f1b20c2d7e9f5177a3c294d4462299")
    static let recipientPrivate = Hex.bytes("4612c550263fc8ad58375df3f557aac531d26850903e55a9f23f21d8534e8ac8")
    static let recipientPublic = Hex.bytes("3948cfe0ad1ddb695d780e59077195da6c56506b027329794ab02bca80815c4d")

    /// The profile's keys: both verification keys and the decryption key.
    static func all() throws -> [EnvelopeKey] {
        [try EnvelopeKey(algorithm: "ed25519", bytes: ed25519Public),
         try EnvelopeKey(algorithm: "es256", bytes: es256Public),
         try EnvelopeKey(algorithm: "hybrid-x25519-aesgcm", bytes: recipientPrivate)]
    }

    /// A validator over the default test profile with `keys`.
    static func validator(keys: [EnvelopeKey]) -> Validator {
        var profile = TestDocuments.profile
        profile.keys = keys
        return Validator(profile: profile)
    }

    /// The signature of `message` with the test key of `algorithm`.
    static func sign(_ message: [UInt8], _ algorithm: String) throws -> [UInt8] {
        algorithm == "es256"
            ? try ES256.sign(message, privateKey: es256Scalar, publicKey: es256Public)
            : try Ed25519.sign(message, seed: ed25519Seed)
    }

    /// An envelope's JSON bytes with the base64 texts as given.
    static func envelope(
        payload: String, signature: String, alg: String = "ed25519", version: String = "1.0", extra: String = ""
    ) -> [UInt8] {
        Array(#"{"schemaVersion":"\#(version)","alg":"\#(alg)","payload":"\#(payload)","signature":"\#(signature)"\#(extra)}"#.utf8)
    }

    /// A correctly signed envelope around `payload`.
    static func signed(_ payload: [UInt8], alg: String = "ed25519", version: String = "1.0", extra: String = "") throws -> [UInt8] {
        envelope(payload: StrictBase64.encode(payload), signature: StrictBase64.encode(try sign(payload, alg)),
                 alg: alg, version: version, extra: extra)
    }
}
