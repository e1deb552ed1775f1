print("flowsim")
