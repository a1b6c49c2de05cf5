import Foundation
import MurtiReferenceService

// `conformance-runner serve` without the judge: the Swift references over protocol v1 on
// stdin/stdout (docs/CONTRACT.md §5), in a binary that compiles only what it serves.
// tools/mutation builds each mutant as this product, a third of the runner's compile
// (docs/DECISIONS.md 113). It takes no arguments; the runner's `serve` has the modes.
guard CommandLine.arguments.count == 1 else {
    FileHandle.standardError.write(Data("murti-reference-serve: takes no arguments (modes: conformance-runner serve --help)\n".utf8))
    exit(2)
}
exit(ReferenceService().serve())
