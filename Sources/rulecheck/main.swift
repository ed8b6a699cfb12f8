print("rulecheck")
