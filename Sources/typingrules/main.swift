print("typingrules")
