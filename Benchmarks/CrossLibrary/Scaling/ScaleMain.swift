ScaleHarness.main(CommandLine.arguments)
